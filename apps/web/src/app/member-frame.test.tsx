import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';
import { getCurrentUser, noCurrentUser, sessionNotReadYet } from '../features/auth/auth-slice';
import { getWebsiteStatusApi } from '../features/settings/api/get-website-status';
import { isMemberPagePath } from './member-frame';
import { askForBrandReplies } from './brand-replies';
import { AppProvider } from './provider';
import { routes } from './router';
import { createAppStore } from './store';

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

  it('drawn as the maintenance page, is still given the store, and opens when maintenance ends', async () => {
    stubApi({ websiteStatus: 'MA' });
    // As main.tsx takes a frame over: drawn (here, as the maintenance page) before the session is
    // read, with the brand's replies, and that state given to the app as the state it was drawn in.
    const store = createAppStore();
    store.dispatch(sessionNotReadYet());
    askForBrandReplies(store);
    await vi.waitFor(() => {
      expect(getWebsiteStatusApi.endpoints.getWebsiteStatus.select()(store.getState()).data).toBe('MA');
    });
    render(
      <AppProvider store={store} drawnState={store.getState()}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/auth/dashboard'] })} />
      </AppProvider>,
    );
    await screen.findByText('ปิดปรับปรุงระบบชั่วคราว');
    act(() => {
      store.dispatch(getCurrentUser(demoMember));
      store.dispatch(getWebsiteStatusApi.util.upsertQueryData('getWebsiteStatus', undefined, 'NORMAL'));
    });
    expect((await screen.findByTestId('member-name')).textContent).toBe(demoMember.name);
  });

  it('is drawn for the member pages only', () => {
    expect(isMemberPagePath('/auth/dashboard')).toBe(true);
    expect(isMemberPagePath('/auth')).toBe(false);
    expect(isMemberPagePath('/login')).toBe(false);
    expect(isMemberPagePath('/')).toBe(false);
    expect(isMemberPagePath('/authority')).toBe(false);
  });
});
