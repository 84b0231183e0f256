import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { demoMember, jsonResponse } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('the credit strip of the game and reward pages', () => {
  it('says in Thai when the credit cannot be read, and reads it again on the retry', async () => {
    const fetchMock = stubApi({ creditSatang: 1_000_00 });
    const answer = fetchMock.getMockImplementation();
    let isCreditDown = true;
    fetchMock.mockImplementation((input, init) =>
      String(input).startsWith('/api/auth/user/getCredit/') && isCreditDown
        ? Promise.resolve(jsonResponse(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'ระบบไม่พร้อมใช้งานชั่วคราว' } }))
        : (answer?.(input, init) ?? Promise.reject(new Error('the stub has no implementation'))),
    );
    renderAppAt('/auth/reward', { member: demoMember });
    const strip = await screen.findByTestId('credit-strip');
    const retry = await within(strip).findByRole('button', { name: 'โหลดยอดเครดิตไม่สำเร็จ · ลองใหม่' });
    // The way to top up stays, whatever the balance's state.
    expect(within(strip).getByRole('link', { name: 'ฝากเงิน' })).toBeTruthy();

    isCreditDown = false;
    fireEvent.click(retry);
    await vi.waitFor(() => expect(within(strip).getByTestId('credit-strip-balance').textContent).toBe('฿1,000.00'));
  });
});
