import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Outlet, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration';

let navigate: NavigateFunction = () => undefined;

/** As in the app, the root route around every page keeps the scroll positions (app/routes/root-route.tsx). */
function Root() {
  navigate = useNavigate();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** As main.tsx draws the app: in StrictMode, whose development build runs each effect twice. */
function renderApp() {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={['/list']}>
        <Routes>
          <Route element={<Root />}>
            <Route path="/list" element={<h1>รายการ</h1>} />
            <Route path="/detail" element={<h1>รายละเอียด</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

/** The member scrolls the window to `top`. */
function scrollTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  vi.mocked(window.scrollTo).mockClear();
  vi.restoreAllMocks();
});

/** How the browser says this document was opened (Navigation Timing). */
function documentOpenedBy(type: 'navigate' | 'reload') {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((entryType) =>
    entryType === 'navigation' ? ([{ type }] as unknown as PerformanceEntryList) : [],
  );
}

describe('where a page opens', () => {
  it('leaves the page the app opened on where it is, and opens a linked page at its top', async () => {
    renderApp();
    expect(window.scrollTo).not.toHaveBeenCalled();
    scrollTo(420);
    await act(() => navigate('/detail'));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('opens a page returned to with the back button where the member left it', async () => {
    renderApp();
    scrollTo(420);
    await act(() => navigate('/detail'));
    scrollTo(90);
    await act(() => navigate(-1));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 420);
    await act(() => navigate(1));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 90);
  });

  it('keeps the positions for a reload in the tab when the page is left', async () => {
    renderApp();
    scrollTo(420);
    window.dispatchEvent(new Event('pagehide'));
    const stored: unknown = JSON.parse(window.sessionStorage.getItem('scroll-positions') ?? '[]');
    expect(stored).toEqual(expect.arrayContaining([[expect.any(String), 420]]));
  });

  it('opens the first page where it was left when the member reloads, and at its place when the tab opens it afresh', async () => {
    renderApp();
    scrollTo(420);
    cleanup();
    documentOpenedBy('reload');
    renderApp();
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 420);

    cleanup();
    vi.mocked(window.scrollTo).mockClear();
    documentOpenedBy('navigate');
    renderApp();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
