import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { limitsApi } from '@/features/player-protection/api/limits';
import { connectionBecameUnstable } from '@/lib/app-status-slice';
import { stubApi } from '@/test/api-stub';
import { StatusBanners } from './components/status-banners';

function renderBanners() {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <StatusBanners />
    </Provider>,
  );
  return store;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('status banners', () => {
  it('shows the Thai offline notice on the offline event and hides it when back online', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderBanners();
    expect(screen.queryByText('ไม่มีการเชื่อมต่ออินเทอร์เน็ต')).toBeNull();

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('ไม่มีการเชื่อมต่ออินเทอร์เน็ต')).toBeTruthy();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText('ไม่มีการเชื่อมต่ออินเทอร์เน็ต')).toBeNull();
  });

  it('shows the unstable-connection notice with a retry that clears the flag', () => {
    const store = renderBanners();
    act(() => {
      store.dispatch(connectionBecameUnstable());
    });
    // The notice keeps each Thai phrase whole in its own element, so its text is read as a whole.
    expect(document.body.textContent).toContain('การเชื่อมต่อไม่เสถียร กรุณาลองใหม่อีกครั้ง');

    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(store.getState().appStatus).toMatchObject({ isConnectionUnstable: false, retryCount: 1 });
    expect(document.body.textContent).not.toContain('การเชื่อมต่อไม่เสถียร');
  });

  it("asks again, on retry, for what is on screen: the member's play limits too", async () => {
    const fetchMock = stubApi();
    const store = renderBanners();
    const limitsAsked = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/auth/protection/limits')).length;
    const limits = store.dispatch(limitsApi.endpoints.getLimits.initiate());
    await waitFor(() => {
      expect(limitsApi.endpoints.getLimits.select()(store.getState()).isSuccess).toBe(true);
    });
    expect(limitsAsked()).toBe(1);

    act(() => {
      store.dispatch(connectionBecameUnstable());
    });
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    await waitFor(() => {
      expect(limitsAsked()).toBe(2);
    });
    limits.unsubscribe();
  });

  it('names an unsupported browser and its version, once the check has loaded after the page', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.77 Safari/537.36',
    );
    renderBanners();
    expect(await screen.findByText(/^ไม่รองรับ Chrome 70\.0\.3538\.77/)).toBeTruthy();
  });
});
