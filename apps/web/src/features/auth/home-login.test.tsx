import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { errorResponse, type StubbedError } from '@/test/deposit-stub';
import { answerExtraRoutes } from '@/test/extra-routes';
import { createDeferred, demoMember, jsonResponse } from '@/test/fixtures';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { createAppStore } from '@/app/store';
import { loginFail, loginOnHomePageFail, loginOnHomePageSuccess, loginSuccess, logout } from './auth-slice';

const PASSWORD = 'demo-pass-1234';
const WRONG_LOGIN: StubbedError = { status: 401, code: 'LOGIN_INVALID', message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' };

afterEach(() => vi.unstubAllGlobals());

/** The shell's API plus the login endpoint, which accepts the demo member's password only. */
function stubLoginApi({ reply, previousLoginAt }: { reply?: Promise<Response>; previousLoginAt?: string | null } = {}) {
  const fetchMock = stubApi();
  answerExtraRoutes(fetchMock, (url, init) => {
    if (url !== '/api/auth/login' || init?.method !== 'POST') return null;
    if (reply) return reply;
    const body: unknown = JSON.parse(String(init.body));
    if (Reflect.get(Object(body), 'password') !== PASSWORD) return errorResponse(WRONG_LOGIN);
    return jsonResponse(200, {
      token: 'token-123',
      expiresAt: '2026-11-23T00:00:00.000Z',
      user: demoMember,
      ...(previousLoginAt === undefined ? {} : { previousLoginAt }),
    });
  });
  return fetchMock;
}

const loginCalls = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.filter(([input]) => String(input) === '/api/auth/login').length;

/**
 * Opens a page as renderAppAt does, with every action the app dispatches watched. The spy goes on
 * before the first render, so every component holds the same dispatch from the start.
 */
async function openAt(path: string) {
  const store = createAppStore();
  const dispatch = vi.spyOn(store, 'dispatch');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  await screen.findByLabelText('ชื่อผู้ใช้');
  return { router, store, dispatch };
}

/** The login box of the home page (the hero has a "เข้าสู่ระบบ" button of its own). */
const loginBox = () => screen.getByRole('region', { name: 'เข้าสู่ระบบ' });

function logIn(username: string, password: string) {
  const box = loginBox();
  fireEvent.change(within(box).getByLabelText('ชื่อผู้ใช้'), { target: { value: username } });
  fireEvent.change(within(box).getByLabelText('รหัสผ่าน'), { target: { value: password } });
  fireEvent.click(within(box).getByRole('button', { name: 'เข้าสู่ระบบ' }));
}

describe('the login box of the home page', () => {
  it('logs in with the home-page action, stores the session and opens the dashboard', async () => {
    stubLoginApi();
    const { router, store, dispatch } = await openAt('/');
    expect(within(loginBox()).getByRole('heading', { level: 2 }).textContent).toBe('เข้าสู่ระบบ');

    logIn(' Demo ', PASSWORD);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/dashboard'));
    expect(dispatch).toHaveBeenCalledWith(loginOnHomePageSuccess(demoMember));
    expect(dispatch).not.toHaveBeenCalledWith(loginSuccess(demoMember));
    expect(store.getState().auth.currentUser).toEqual(demoMember);
    expect(window.localStorage.getItem('token')).toBe('token-123');
    // This server tells no previous login: nothing is claimed about one.
    await screen.findByTestId('dashboard-username');
    expect(screen.queryByTestId('dashboard-previous-login')).toBeNull();
  });

  it('shows the previous login on the dashboard, in Bangkok time (58 Pa. Code § 812a.3(a)(4)), and forgets it at logout', async () => {
    // 14:30 UTC on 26 November is 21:30 in Bangkok.
    stubLoginApi({ previousLoginAt: '2026-11-26T14:30:00.000Z' });
    const { store } = await openAt('/');
    logIn('demo', PASSWORD);
    expect((await screen.findByTestId('dashboard-previous-login')).textContent).toBe('เข้าสู่ระบบครั้งก่อน 26 พ.ย. 2569 21:30 น.');
    store.dispatch(logout());
    expect(window.sessionStorage.getItem('previousLoginAt')).toBeNull();
  });

  it('says a first login is the first', async () => {
    stubLoginApi({ previousLoginAt: null });
    await openAt('/');
    logIn('demo', PASSWORD);
    expect((await screen.findByTestId('dashboard-previous-login')).textContent).toBe('นี่คือการเข้าสู่ระบบครั้งแรกของคุณ');
  });

  it("shows the server's Thai message, keeps what was typed and reports the home-page failure", async () => {
    const fetchMock = stubLoginApi();
    const { router, store, dispatch } = await openAt('/');

    logIn('demo', 'not-the-password');
    expect((await screen.findByTestId('login-error')).textContent).toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    expect(dispatch).toHaveBeenCalledWith(loginOnHomePageFail('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง'));
    expect(dispatch).not.toHaveBeenCalledWith(loginFail('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง'));
    expect(store.getState().auth).toMatchObject({ currentUser: null, error: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' });
    expect(router.state.location.pathname).toBe('/');
    expect(within(loginBox()).getByLabelText<HTMLInputElement>('ชื่อผู้ใช้').value).toBe('demo');
    expect(within(loginBox()).getByLabelText<HTMLInputElement>('รหัสผ่าน').value).toBe('not-the-password');
    expect(loginCalls(fetchMock)).toBe(1);
  });

  it('sends one request per press: the button waits while the first one is out', async () => {
    const reply = createDeferred<Response>();
    const fetchMock = stubLoginApi({ reply: reply.promise });
    await openAt('/');

    logIn('demo', PASSWORD);
    const submit = await within(loginBox()).findByRole('button', { name: 'กำลังเข้าสู่ระบบ…' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(submit);
    expect(loginCalls(fetchMock)).toBe(1);
    reply.resolve(errorResponse(WRONG_LOGIN));
    expect(await screen.findByTestId('login-error')).toBeTruthy();
  });

  it('flags empty fields beside them and sends nothing', async () => {
    const fetchMock = stubLoginApi();
    await openAt('/');
    fireEvent.click(within(loginBox()).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await within(loginBox()).findByText('กรุณากรอกชื่อผู้ใช้')).toBeTruthy();
    expect(within(loginBox()).getByText('กรุณากรอกรหัสผ่าน')).toBeTruthy();
    expect(loginCalls(fetchMock)).toBe(0);
  });
});

describe('the login page after the form was shared with the home page', () => {
  it('still reports with LoginSuccess and LoginFail', async () => {
    stubLoginApi();
    const { router, dispatch } = await openAt('/login');
    expect(screen.getByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 })).toBeTruthy();

    logIn('demo', 'not-the-password');
    await screen.findByTestId('login-error');
    expect(dispatch).toHaveBeenCalledWith(loginFail('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง'));

    logIn('demo', PASSWORD);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/dashboard'));
    expect(dispatch).toHaveBeenCalledWith(loginSuccess(demoMember));
    expect(dispatch).not.toHaveBeenCalledWith(loginOnHomePageSuccess(demoMember));
  });
});
