import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { errorResponse, type StubbedError } from '@/test/deposit-stub';
import { answerExtraRoutes } from '@/test/extra-routes';
import { createDeferred, jsonResponse } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';
import type { PublicDeposit } from './api/get-public-deposits';
import type { PublicWithdrawal } from './api/get-public-withdrawals';

const SERVER_ERROR: StubbedError = { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' };

afterEach(() => vi.unstubAllGlobals());

/** 2026-11-21T17:30:00Z is 22 พ.ย. 2569 00:30 in Bangkok. */
const deposits: PublicDeposit[] = [
  { username: 'xxx1234', amountSatang: 500_00, createdAt: '2026-11-21T17:30:00.000Z' },
  { username: 'xxxdemo', amountSatang: 1_250_50, createdAt: '2026-11-21T17:00:00.000Z' },
];
const withdrawals: PublicWithdrawal[] = [{ username: 'xxxtwin', amountSatang: 3_000_00, createdAt: '2026-11-21T16:05:00.000Z' }];

interface FeedAnswer {
  /** Rows to list, an error to answer with, or a reply the test releases itself. */
  rows?: readonly unknown[];
  refusal?: StubbedError;
  reply?: Promise<Response>;
}

function answerFeed({ rows = [], refusal, reply }: FeedAnswer): Response | Promise<Response> {
  if (reply) return reply;
  if (refusal) return errorResponse(refusal);
  return jsonResponse(200, { data: rows });
}

/** The shell's API plus the two public feeds; each feed answer may change between calls. */
function stubHomeApi(feeds: { deposits?: () => FeedAnswer; withdrawals?: () => FeedAnswer; configuration?: Record<string, string> } = {}) {
  const fetchMock = stubApi();
  answerExtraRoutes(fetchMock, (url) => {
    if (url === '/api/deposit') return answerFeed(feeds.deposits?.() ?? { rows: deposits });
    if (url === '/api/withdraw/history') return answerFeed(feeds.withdrawals?.() ?? { rows: withdrawals });
    if (url === '/api/announcement') return jsonResponse(200, { data: [] });
    if (url === '/api/configuration' && feeds.configuration) {
      const entries = Object.entries(feeds.configuration).map(([key, path]) => ({ key, value: { data: { path } } }));
      return jsonResponse(200, { data: entries });
    }
    return null;
  });
  return fetchMock;
}

const feedCalls = (fetchMock: ReturnType<typeof stubApi>, path: string) => fetchMock.mock.calls.filter(([input]) => String(input) === path).length;

async function openHome() {
  const rendered = renderAppAt('/');
  await screen.findByTestId('home-hero');
  return rendered;
}

describe('home page hero', () => {
  it("shows the brand's banner and logo, the site name and both ways in", async () => {
    stubHomeApi({ configuration: { 'home.top.background': 'top-background.svg', 'home.normal.logo': 'logo.svg' } });
    await openHome();
    const hero = screen.getByTestId('home-hero');
    const title = within(hero).getByRole('heading', { level: 1 });
    expect(title.textContent).toBe('ยินดีต้อนรับสู่ เว็บทดสอบ');
    // The site name is the title's accent.
    expect(title.querySelector('span')?.textContent).toBe('เว็บทดสอบ');
    const sources = Array.from(hero.querySelectorAll('img')).map((image) => image.getAttribute('src'));
    expect(sources).toEqual(['/brand-assets/demo/top-background.svg', '/brand-assets/demo/logo.svg']);
    expect(within(hero).getByRole('link', { name: 'สมัครสมาชิก' }).getAttribute('href')).toBe('/register');
    expect(within(hero).getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeTruthy();
  });

  it('leaves the gradient when the banner is missing, and a placeholder for a missing logo', async () => {
    stubHomeApi({ configuration: {} });
    await openHome();
    const hero = screen.getByTestId('home-hero');
    expect(hero.querySelectorAll('img')).toHaveLength(0);
    // The banner is decoration and simply absent; the logo keeps its box with the placeholder.
    expect(within(hero).getAllByTestId('image-placeholder')).toHaveLength(1);
  });

  it('leads the visitor to the free demo games', async () => {
    stubHomeApi();
    const { router } = await openHome();
    const link = within(screen.getByTestId('home-hero')).getByTestId('demo-games-link');
    expect(link.textContent).toBe('ทดลองเล่นฟรี');
    expect(link.getAttribute('href')).toBe('/demo');
    fireEvent.click(link);
    expect(await screen.findByTestId('demo-game-grid')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/demo');
  });

  it("brings the visitor to the page's login box", async () => {
    stubHomeApi();
    await openHome();
    fireEvent.click(within(screen.getByTestId('home-hero')).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(document.activeElement).toBe(screen.getByLabelText('ชื่อผู้ใช้'));
    expect(window.scrollTo).toHaveBeenCalled();
  });
});

describe('home page category tiles', () => {
  const tiles = () => screen.getAllByTestId('category-tile');

  it('shows casino, slot and sport disabled with the reason, and links contact', async () => {
    stubHomeApi();
    await openHome();
    expect(tiles().map((tile) => tile.textContent)).toEqual(['คาสิโนเข้าสู่ระบบเพื่อเล่น', 'สล็อตเข้าสู่ระบบเพื่อเล่น', 'กีฬาเข้าสู่ระบบเพื่อเล่น', 'ติดต่อเรา']);
    for (const tile of tiles().slice(0, 3)) {
      expect(tile.tagName).toBe('BUTTON');
      expect(tile.getAttribute('aria-disabled')).toBe('true');
    }
    const contact = tiles()[3];
    expect(contact?.tagName).toBe('A');
    expect(contact?.getAttribute('href')).toBe('/contact');
    expect(contact?.getAttribute('aria-disabled')).toBeNull();
  });

  it('sends a tap on a game tile to the login box, not to a game', async () => {
    stubHomeApi();
    const { router } = await openHome();
    const slot = tiles()[1];
    if (!slot) throw new Error('no slot tile');
    fireEvent.click(slot);
    expect(document.activeElement).toBe(screen.getByLabelText('ชื่อผู้ใช้'));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('home page feeds', () => {
  it('lists the latest deposits with the masked name, amount and Bangkok time, and the withdrawals on the other tab', async () => {
    const fetchMock = stubHomeApi();
    await openHome();
    const depositList = await screen.findByTestId('deposit-feed');
    const rows = within(depositList).getAllByTestId('feed-item');
    expect(rows.map((row) => within(row).getByTestId('feed-amount').textContent)).toEqual(['฿500.00', '฿1,250.50']);
    expect(rows[0]?.textContent).toContain('xxx1234');
    expect(rows[0]?.textContent).toContain('22 พ.ย. 2569 00:30');
    // The withdrawal feed is asked for only when its tab opens.
    expect(feedCalls(fetchMock, '/api/withdraw/history')).toBe(0);

    fireEvent.click(screen.getByRole('tab', { name: 'ถอนล่าสุด' }));
    const withdrawalList = await screen.findByTestId('withdraw-feed');
    const withdrawal = within(withdrawalList).getByTestId('feed-item');
    expect(withdrawal.textContent).toContain('xxxtwin');
    expect(withdrawal.textContent).toContain('฿3,000.00');
    expect(withdrawal.textContent).toContain('21 พ.ย. 2569 23:05');
    expect(screen.getByRole('tab', { name: 'ถอนล่าสุด' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows at most eight rows of the twenty the server sends', async () => {
    const many = Array.from({ length: 20 }, (_, index) => ({ username: 'xxx1234', amountSatang: (index + 1) * 100, createdAt: '2026-11-21T17:30:00.000Z' }));
    stubHomeApi({ deposits: () => ({ rows: many }) });
    await openHome();
    expect(within(await screen.findByTestId('deposit-feed')).getAllByTestId('feed-item')).toHaveLength(8);
  });

  it('shows a skeleton while a feed loads', async () => {
    const reply = createDeferred<Response>();
    stubHomeApi({ deposits: () => ({ reply: reply.promise }) });
    await openHome();
    expect(await screen.findByTestId('feed-skeleton')).toBeTruthy();
    reply.resolve(jsonResponse(200, { data: deposits }));
    expect(await screen.findByTestId('deposit-feed')).toBeTruthy();
    expect(screen.queryByTestId('feed-skeleton')).toBeNull();
  });

  it('says in Thai when a feed is empty', async () => {
    stubHomeApi({ deposits: () => ({ rows: [] }), withdrawals: () => ({ rows: [] }) });
    await openHome();
    expect(await screen.findByText('ยังไม่มีรายการฝาก')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'ถอนล่าสุด' }));
    expect(await screen.findByText('ยังไม่มีรายการถอน')).toBeTruthy();
  });

  it("shows the server's message and loads again on retry", async () => {
    let isDown = true;
    const fetchMock = stubHomeApi({ deposits: () => (isDown ? { refusal: SERVER_ERROR } : { rows: deposits }) });
    await openHome();
    const title = await screen.findByText('โหลดรายการฝากล่าสุดไม่สำเร็จ');
    expect(title.closest('[role="alert"]')?.textContent).toContain('ระบบขัดข้อง กรุณาลองใหม่ภายหลัง');
    const callsBeforeRetry = feedCalls(fetchMock, '/api/deposit');

    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(within(await screen.findByTestId('deposit-feed')).getAllByTestId('feed-item')).toHaveLength(2);
    expect(feedCalls(fetchMock, '/api/deposit')).toBe(callsBeforeRetry + 1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
