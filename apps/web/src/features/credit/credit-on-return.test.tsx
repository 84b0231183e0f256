import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { demoMember, jsonResponse } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('credit balance', () => {
  it('is asked for again when the member comes back from a game in another tab', async () => {
    const fetchMock = stubApi({ creditSatang: 1_000_00 });
    renderAppAt('/auth/dashboard', { member: demoMember });
    expect((await screen.findByTestId('credit-balance')).textContent).toContain('1,000.00');

    // Meanwhile the game in the other tab won.
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      String(input).startsWith('/api/auth/user/getCredit/')
        ? Promise.resolve(jsonResponse(200, { data: { balanceType: 'credit', balanceSatang: 1_250_00 } }))
        : (answer?.(input, init) ?? Promise.reject(new Error('the stub has no implementation'))),
    );
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(screen.getByTestId('credit-balance').textContent).toContain('1,250.00'));
  });
});
