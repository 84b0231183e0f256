import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createAppStore } from '@/app/store';
import { CreditCard } from '@/features/credit/components/credit-card';
import { sendApiRequest } from '@/lib/api-client';
import { EARLY_CALL_KEPT_MS, takeEarlyCall } from '@/lib/early-calls';
import { storeSession } from '@/lib/session-storage';
import { createDeferred, demoMember, jsonResponse } from '@/test/fixtures';
import packageJson from '../../package.json' with { type: 'json' };
import { paintBalanceEarly } from './paint-balance-early';

const TOKEN = 'member-token';
const CREDIT_PATH = `/api/auth/user/getCredit/${demoMember.user_pass.username}`;

let container: HTMLElement;
let root: Root | null = null;

/** The dashboard frame's credit card as the server draws it (the member not known yet), in the page. */
function drawFrameCard(): void {
  container.innerHTML = renderToString(
    <AppProvider store={createAppStore()}>
      <CreditCard username={null} />
    </AppProvider>,
  );
}

const amountLine = () => container.querySelector<HTMLElement>('[data-credit-amount]');

/** Lets the stubbed reply reach the script (its body is read, then the page written). */
async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  delete (window as { earlyCalls?: unknown }).earlyCalls;
  vi.unstubAllGlobals();
});

describe("the dashboard frame's balance, asked for by the page before the app", () => {
  it("asks for the stored member's balance as the app does, and shows it in the frame's card", async () => {
    storeSession({ token: TOKEN, user: demoMember });
    drawFrameCard();
    expect(amountLine()?.hidden).toBe(true);
    const fetchStub = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { data: { balanceType: 'credit', balanceSatang: 123_456_789 } }));

    paintBalanceEarly(document, fetchStub);
    await settle();

    const [path, init] = fetchStub.mock.calls[0] ?? [];
    expect(path).toBe(CREDIT_PATH);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"balanceType":"credit"}');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(headers.get('channel')).toBe('web');
    expect(headers.get('web-version')).toBe(packageJson.version);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(amountLine()?.hidden).toBe(false);
    expect(amountLine()?.textContent).toBe('฿1,234,567.89บาท');
  });

  it('hands its reply to the app, which takes it over once instead of asking the server again', async () => {
    storeSession({ token: TOKEN, user: demoMember });
    drawFrameCard();
    const fetchStub = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { data: { balanceType: 'credit', balanceSatang: 5_000 } }));
    paintBalanceEarly(document, fetchStub);
    const appFetch = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { data: { balanceType: 'credit', balanceSatang: 7_000 } }));
    vi.stubGlobal('fetch', appFetch);

    const call = { path: CREDIT_PATH, method: 'POST', body: { balanceType: 'credit' } } as const;
    await expect(sendApiRequest(call)).resolves.toEqual({ ok: true, status: 200, data: { data: { balanceType: 'credit', balanceSatang: 5_000 } } });
    expect(appFetch).not.toHaveBeenCalled();
    // Taken once: the next read (a refresh) asks the server.
    await expect(sendApiRequest(call)).resolves.toMatchObject({ ok: true, data: { data: { balanceSatang: 7_000 } } });
    expect(appFetch).toHaveBeenCalledTimes(1);
  });

  it('is not taken over for another session: a member who logged in since asks for their own', () => {
    storeSession({ token: TOKEN, user: demoMember });
    paintBalanceEarly(document, vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, {})));
    expect(takeEarlyCall(CREDIT_PATH, 'POST', 'another-token')).toBeNull();
    expect(takeEarlyCall(CREDIT_PATH, 'GET', TOKEN)).toBeNull();
    expect(takeEarlyCall(CREDIT_PATH, 'POST', TOKEN)).not.toBeNull();
  });

  it('is not taken over once it is old: a balance asked for half a minute ago may have moved', () => {
    storeSession({ token: TOKEN, user: demoMember });
    paintBalanceEarly(document, vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, {})));
    expect(takeEarlyCall(CREDIT_PATH, 'POST', TOKEN, { now: Date.now() + EARLY_CALL_KEPT_MS })).toBeNull();
    expect(takeEarlyCall(CREDIT_PATH, 'POST', TOKEN)).toBeNull();
  });

  it('asks for nothing without a stored session: the app sends the visitor to the login page', () => {
    drawFrameCard();
    const fetchStub = vi.fn<typeof fetch>();
    paintBalanceEarly(document, fetchStub);
    expect(fetchStub).not.toHaveBeenCalled();
    expect(takeEarlyCall(CREDIT_PATH, 'POST', null)).toBeNull();
  });

  it('shows nothing for a refused call, and the app receives the refusal to apply its rules', async () => {
    storeSession({ token: TOKEN, user: demoMember });
    drawFrameCard();
    const refusal = { error: { code: 'SESSION_EXPIRED', message: 'กรุณาเข้าสู่ระบบอีกครั้ง' } };
    paintBalanceEarly(document, vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(401, refusal)));
    await settle();
    expect(amountLine()?.hidden).toBe(true);
    const taken = await takeEarlyCall(CREDIT_PATH, 'POST', TOKEN);
    expect(taken?.status).toBe(401);
    expect(await taken?.json()).toEqual(refusal);
  });

  it('a call that never leaves (no connection) is the app’s to report, as its own failure', async () => {
    storeSession({ token: TOKEN, user: demoMember });
    paintBalanceEarly(document, vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    const result = await sendApiRequest({ path: CREDIT_PATH, method: 'POST', body: { balanceType: 'credit' } });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'network' } });
  });

  it('leaves the card alone once the app has drawn the member in it', async () => {
    storeSession({ token: TOKEN, user: demoMember });
    drawFrameCard();
    container.querySelector('[data-credit-frame]')?.removeAttribute('data-credit-frame');
    paintBalanceEarly(document, vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { data: { balanceType: 'credit', balanceSatang: 5_000 } })));
    await settle();
    expect(amountLine()?.hidden).toBe(true);
    expect(amountLine()?.textContent).toBe('฿บาท');
  });

  it('is kept when the app takes the frame over: no hydration error, and the app fills in the same line', async () => {
    storeSession({ token: TOKEN, user: demoMember });
    drawFrameCard();
    paintBalanceEarly(document, vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { data: { balanceType: 'credit', balanceSatang: 5_000 } })));
    await settle();
    const paintedLine = amountLine();

    const store = createAppStore();
    const hydrationErrors: unknown[] = [];
    const card = (username: string | null) => (
      <AppProvider store={store}>
        <CreditCard username={username} />
      </AppProvider>
    );
    act(() => {
      root = hydrateRoot(container, card(null), { onRecoverableError: (error) => hydrationErrors.push(error) });
    });
    expect(hydrationErrors).toEqual([]);
    expect(amountLine()?.textContent).toBe('฿50.00บาท');

    // The member known: the app's own read, still on its way, leaves the painted balance showing.
    const appReply = createDeferred<Response>();
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockReturnValue(appReply.promise));
    takeEarlyCall(CREDIT_PATH, 'POST', TOKEN);
    act(() => root?.render(card(demoMember.user_pass.username)));
    expect(amountLine()?.hidden).toBe(false);
    expect(amountLine()?.textContent).toBe('฿50.00บาท');
    expect(container.querySelector('[data-credit-frame]')).toBeNull();

    act(() => {
      appReply.resolve(jsonResponse(200, { data: { balanceType: 'credit', balanceSatang: 6_000 } }));
    });
    await vi.waitFor(() => {
      expect(amountLine()?.textContent).toBe('฿60.00บาท');
    });
    expect(amountLine()).toBe(paintedLine);
    expect(amountLine()?.getAttribute('data-testid')).toBe('credit-balance');
  });
});
