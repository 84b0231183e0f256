import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '../features/auth/auth-slice';
import { stubApi } from '../test/api-stub';
import { demoMember, jsonResponse } from '../test/fixtures';
import { i18next } from '../lib/i18n';
import { AppProvider } from './provider';
import { routes } from './router';
import { createAppStore } from './store';

function renderAt(path: string, { isLoggedIn = false } = {}) {
  const store = createAppStore();
  if (isLoggedIn) store.dispatch(getCurrentUser(demoMember));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('maintenance', () => {
  it('redirects / to /ma and shows the maintenance page', async () => {
    stubApi({ websiteStatus: 'MA' });
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'ปิดปรับปรุงระบบชั่วคราว' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ma');
  });

  it.each(['/login', '/auth/dashboard', '/promotion', '/xyz'])('shows the maintenance page on %s', async (path) => {
    stubApi({ websiteStatus: 'MA' });
    renderAt(path, { isLoggedIn: path.startsWith('/auth') });
    expect(await screen.findByRole('heading', { name: 'ปิดปรับปรุงระบบชั่วคราว' })).toBeTruthy();
  });

  it('shows a member mid-session the maintenance page as soon as a call is refused for maintenance', async () => {
    const fetchMock = stubApi();
    const answer = fetchMock.getMockImplementation();
    let isInMaintenance = false;
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      if (url.startsWith('/api/auth/user/getCredit/')) {
        // The site went into maintenance after the page loaded: the status poll has not seen it yet.
        isInMaintenance = true;
        return Promise.resolve(jsonResponse(503, { error: { code: 'SITE_MAINTENANCE', message: 'ขณะนี้เว็บไซต์ปิดปรับปรุงระบบชั่วคราว' } }));
      }
      if (url === '/api/setting/operational/website' && isInMaintenance) return Promise.resolve(jsonResponse(200, { data: { websiteStatus: 'MA' } }));
      return answer ? answer(input, init) : Promise.reject(new Error('no stub'));
    });
    renderAt('/auth/dashboard', { isLoggedIn: true });
    expect(await screen.findByRole('heading', { name: 'ปิดปรับปรุงระบบชั่วคราว' })).toBeTruthy();
    expect(screen.queryByText('การเชื่อมต่อไม่เสถียร กรุณาลองใหม่อีกครั้ง')).toBeNull();
  });

  it('sends /ma home when the site is not in maintenance', async () => {
    stubApi();
    const router = renderAt('/ma');
    expect(await screen.findByRole('heading', { name: /ยินดีต้อนรับสู่/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('member guard', () => {
  it('sends a visitor on /auth/* to /login', async () => {
    stubApi();
    const router = renderAt('/auth/anything');
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a member on a public path to the dashboard', async () => {
    stubApi();
    const router = renderAt('/login', { isLoggedIn: true });
    expect(await screen.findByTestId('credit-balance')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/dashboard');
  });

  it('opens the dashboard for an empty /auth path', async () => {
    stubApi();
    const router = renderAt('/auth', { isLoggedIn: true });
    expect((await screen.findByTestId('credit-balance')).textContent).toContain('1,000.00');
    expect(router.state.location.pathname).toBe('/auth/dashboard');
  });

  it('sends an unknown member path to /404', async () => {
    stubApi();
    const router = renderAt('/auth/no-such-page', { isLoggedIn: true });
    expect(await screen.findByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });
});

describe('not found', () => {
  it('sends an unknown path to /404 with a link to the dashboard', async () => {
    stubApi();
    const router = renderAt('/xyz');
    expect(await screen.findByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: 'กลับสู่หน้าหลักสมาชิก' }).getAttribute('href')).toBe('/auth/dashboard');
  });
});

describe('layouts', () => {
  it.each(['/register', '/regis/team-a/fb', '/regiss/team-a/fb', '/aff/ABC123'])('does not link the logo on %s', async (path) => {
    stubApi();
    renderAt(path);
    expect((await screen.findAllByTestId('brand-logo'))[0]?.tagName).toBe('SPAN');
  });

  it('links the logo home on other public pages', async () => {
    stubApi();
    renderAt('/promotion');
    expect((await screen.findAllByTestId('brand-logo'))[0]?.getAttribute('href')).toBe('/');
  });

  it('shows disabled casino, slot and sport entries and a contact link in the top menu', async () => {
    stubApi();
    renderAt('/');
    const menu = await screen.findByRole('navigation', { name: 'เมนูเกม' });
    for (const label of ['คาสิโน', 'สล็อต', 'กีฬา']) {
      expect(screen.getAllByText(label)[0]?.closest('[aria-disabled="true"]')).toBeTruthy();
    }
    expect(menu.querySelector('a[href="/contact"]')).toBeTruthy();
  });

  it('links the floating chat button to the main LINE id', async () => {
    stubApi();
    renderAt('/');
    expect((await screen.findByRole('link', { name: 'แชทกับเจ้าหน้าที่' })).getAttribute('href')).toBe('https://line.me/R/ti/p/%40demo');
  });

  it('uses the minimal layout for the minimal client variant', async () => {
    stubApi({ settings: { clientId: 'minimal-client' } });
    renderAt('/');
    expect(await screen.findByRole('searchbox', { name: 'ค้นหาเกม' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'เมนูเกม' })).toBeNull();
  });

  it('shows media in the fourth bottom-bar slot by default', async () => {
    stubApi();
    renderAt('/auth/dashboard', { isLoggedIn: true });
    const bar = await screen.findByRole('navigation', { name: 'เมนูสมาชิก' });
    expect(bar.querySelector('a[href="/auth/media"]')).toBeTruthy();
    expect(bar.querySelector('a[href="/auth/withdraw"]')).toBeNull();
    expect(bar.querySelector('a[href="/auth/games/category?cat=all"]')).toBeTruthy();
  });

  it('shows withdraw in the fourth slot for the withdraw client variant', async () => {
    stubApi({ settings: { clientId: 'withdraw-client' } });
    renderAt('/auth/dashboard', { isLoggedIn: true });
    const bar = await screen.findByRole('navigation', { name: 'เมนูสมาชิก' });
    expect(bar.querySelector('a[href="/auth/withdraw"]')).toBeTruthy();
    expect(bar.querySelector('a[href="/auth/media"]')).toBeNull();
  });

  it('titles the document "<page> | <site name>"', async () => {
    stubApi();
    renderAt('/login');
    await screen.findByRole('heading', { name: 'เข้าสู่ระบบ' });
    expect(document.title).toBe('เข้าสู่ระบบ | เว็บทดสอบ');
  });
});

describe('member settings', () => {
  it("shows the member area in the member's saved language", async () => {
    const fetchMock = stubApi({ language: 'en' });
    renderAt('/auth/dashboard', { isLoggedIn: true });
    await vi.waitFor(() => expect(i18next.language).toBe('en'));
    expect(fetchMock.mock.calls.some(([input]) => input === '/api/auth/setting')).toBe(true);
    await i18next.changeLanguage('th');
  });

  it('stays in Thai for a member who chose Thai', async () => {
    stubApi({ language: 'th' });
    renderAt('/auth/dashboard', { isLoggedIn: true });
    await screen.findByRole('navigation', { name: 'เมนูสมาชิก' });
    expect(i18next.language).toBe('th');
  });
});
