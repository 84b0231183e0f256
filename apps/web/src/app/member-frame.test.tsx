import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';
import { getCurrentUser, noCurrentUser } from '../features/auth/auth-slice';
import { isMemberPagePath } from './member-frame';

afterEach(() => vi.unstubAllGlobals());

/** The paths the app asked the API for. */
function calledPaths(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url));
}

describe("the dashboard's frame, drawn before the session is read", () => {
  it('draws the brand parts and holds the member parts, asking nothing of the member, and stays on the page', async () => {
    const fetchMock = stubApi();
    const { router } = renderAppAt('/auth/dashboard', { isSessionNotReadYet: true });
    await screen.findByTestId('check-in-tile');
    expect(router.state.location.pathname).toBe('/auth/dashboard');
    expect(screen.getByTestId('credit-skeleton')).toBeTruthy();
    expect(screen.queryByTestId('credit-balance')).toBeNull();
    expect(screen.getByTestId('member-name').textContent).toBe('');
    expect(screen.getByTestId('dashboard-member-name').textContent).toBe('');
    expect(screen.getByTestId('check-in-tile').textContent).toContain('กำลังโหลด');
    // The parts below the first screen (the game lists, the member's calls) stay held too, however
    // long the frame is on screen: frames and tasks go by here.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    // Only the brand's calls: a member call would be refused to the server drawing the frame, and
    // to a visitor without a session, whom the app sends to the login page once it is read.
    expect(calledPaths(fetchMock).filter((path) => path.startsWith('/api/auth/'))).toEqual([]);
  });

  it("fills the member's parts in once the session is read", async () => {
    const fetchMock = stubApi({ creditSatang: 123_400 });
    const { store } = renderAppAt('/auth/dashboard', { isSessionNotReadYet: true });
    await screen.findByTestId('check-in-tile');
    act(() => {
      store.dispatch(getCurrentUser(demoMember));
    });
    expect((await screen.findByTestId('credit-balance')).textContent).toContain('1,234.00');
    expect(screen.getByTestId('member-name').textContent).toBe(demoMember.name);
    expect(calledPaths(fetchMock)).toContain(`/api/auth/user/getCredit/${demoMember.user_pass.username}`);
  });

  it('sends a visitor to the login page once the session is read and there is none', async () => {
    stubApi();
    const { router, store } = renderAppAt('/auth/dashboard', { isSessionNotReadYet: true });
    await screen.findByTestId('check-in-tile');
    act(() => {
      store.dispatch(noCurrentUser());
    });
    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
  });

  it('is drawn for the member pages only', () => {
    expect(isMemberPagePath('/auth/dashboard')).toBe(true);
    expect(isMemberPagePath('/auth')).toBe(false);
    expect(isMemberPagePath('/login')).toBe(false);
    expect(isMemberPagePath('/')).toBe(false);
    expect(isMemberPagePath('/authority')).toBe(false);
  });
});
