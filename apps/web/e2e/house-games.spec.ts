import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { capture, scrollUnderTopBar } from './support/capture';
import { DEMO_START } from './support/e2e-env';
import { logInAsDemoMember } from './support/member';

// These journeys play with the demo member's money, on this journey's own brand.

/** The parts of a round answer (roundResponseSchema) the journeys check. */
interface RoundReply {
  balanceSatang: number;
  round: { status: string; winSatang: number; detail: Record<string, unknown> };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readRoundReply(value: unknown): RoundReply | null {
  const data = isRecord(value) ? value.data : null;
  const round = isRecord(data) ? data.round : null;
  if (!isRecord(data) || !isRecord(round) || !isRecord(round.detail)) return null;
  if (typeof data.balanceSatang !== 'number' || typeof round.status !== 'string' || typeof round.winSatang !== 'number') return null;
  return { balanceSatang: data.balanceSatang, round: { status: round.status, winSatang: round.winSatang, detail: round.detail } };
}

/** detail.grid of a slot round, grid[row][reel]. */
function readGrid(detail: Record<string, unknown>): string[][] {
  const { grid } = detail;
  if (!Array.isArray(grid)) throw new Error('the slot round has no grid');
  return grid.map((row: unknown) => (Array.isArray(row) ? row.map(String) : []));
}

function readCards(detail: Record<string, unknown>, key: 'cards' | 'player'): { rank: number }[] {
  const cards = detail[key];
  if (!Array.isArray(cards)) throw new Error(`the round has no ${key}`);
  return cards.map((card: unknown) => ({ rank: isRecord(card) && typeof card.rank === 'number' ? card.rank : 0 }));
}

/** Presses a game's button and returns the house API's answer to it. */
async function playRound(page: Page, button: Locator, path: string): Promise<RoundReply> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === path && response.request().method() === 'POST');
  await button.click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  const reply = readRoundReply(await response.json());
  if (!reply) throw new Error(`${path} did not answer {data:{round, balanceSatang}}`);
  return reply;
}

/** The balance on the game screen, in satang ("฿1,250.00" -> 125000). */
async function readPlayBalanceSatang(page: Page): Promise<number> {
  return Number(((await page.getByTestId('play-balance').textContent()) ?? '').replace(/\D/g, ''));
}

/** "฿1,234.50" for 123450, as the game screens show money. */
function baht(amountSatang: number): string {
  const text = (amountSatang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `฿${text}`;
}

/** Results land with a short animation (reels stop, cards are dealt, the win pops); a capture waits for it. */
async function captureResult(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(1_200);
  await capture(page, name);
}

/** Opens a house game from the games list of its category, as a member would. */
async function openFromCategory(page: Page, category: string, gameCode: string): Promise<void> {
  await page.goto(`/auth/games/category?cat=${category}`);
  await page.locator(`[data-testid="game-tile"][data-game-code="${gameCode}"]`).click();
  // The single-use launch token leaves the address as soon as it has been traded for a play token.
  await expect(page).toHaveURL(new RegExp(`/play/house\\?game=${gameCode}$`));
  await expect(page.getByTestId('play-balance')).toBeVisible();
}

test('a member opens the house slot from its provider tile, spins, verifies the round and finds it in the win/loss log', async ({ page }) => {
  await logInAsDemoMember(page);
  await page.locator('[data-testid="slot-provider-tile"][data-provider-code="HOUSE"]').click();
  await expect(page).toHaveURL(/\/auth\/games\/slot\/HOUSE$/);
  await page.getByRole('button', { name: /สยามเซเว่น/ }).click();
  await expect(page).toHaveURL(/\/play\/house\?game=house-slot$/);
  await expect(page.getByRole('heading', { name: 'สยามเซเว่น', level: 1 })).toBeVisible();
  await expect(page.getByTestId('play-balance')).toHaveText(/^฿[\d,]+\.\d\d$/);
  const startSatang = await readPlayBalanceSatang(page);
  expect(startSatang).toBe(DEMO_START.creditSatang);
  await capture(page, 'house-slot');

  // A spin may pay back exactly its stake; spin again (each 2.5 s apart) until the balance moves.
  const spinButton = page.getByRole('button', { name: 'หมุน' });
  await page.getByRole('button', { name: 'เดิมพัน 10 บาท' }).click();
  let spins = 0;
  let reply: RoundReply | null = null;
  while (spins < 5 && (reply === null || reply.balanceSatang === startSatang)) {
    await expect(spinButton).toBeEnabled({ timeout: 5_000 });
    reply = await playRound(page, spinButton, '/api/house/slot/spin');
    spins += 1;
    await expect(spinButton).toBeDisabled();
  }
  if (!reply) throw new Error('no spin was answered');
  expect(reply.balanceSatang).not.toBe(startSatang);
  await expect(page.getByTestId('play-balance')).toHaveText(baht(reply.balanceSatang));
  // The grid on screen is exactly the one the server drew, read reel by reel.
  const grid = readGrid(reply.round.detail);
  const shown = await page.getByTestId('slot-cell').evaluateAll((cells) => cells.map((cell) => (cell instanceof HTMLElement ? cell.dataset.symbol : '')));
  expect(shown).toEqual([0, 1, 2, 3, 4].flatMap((reel) => grid.map((row) => row[reel])));
  await expect(page.getByTestId('spin-cooldown')).toContainText('หมุนได้อีกครั้งใน');
  await captureResult(page, 'house-slot-result');
  await expect(spinButton).toBeEnabled({ timeout: 5_000 });

  await page.getByRole('tab', { name: 'กติกา' }).click();
  await scrollUnderTopBar(page.getByTestId('slot-paytable'));
  await capture(page, 'house-slot-paytable');

  await page.getByRole('tab', { name: 'ประวัติ' }).click();
  const rounds = page.getByTestId('house-round');
  await expect(rounds).toHaveCount(spins);
  await expect(rounds.first()).toContainText('สยามเซเว่น');
  await scrollUnderTopBar(page.getByRole('tablist', { name: 'ข้อมูลเกม' }));
  await capture(page, 'house-slot-history');

  // Changing the seed reveals the server seed; the round can then be recomputed in the browser.
  await page.getByRole('tab', { name: 'ความยุติธรรม' }).click();
  await page.getByRole('textbox', { name: 'เมล็ดฝั่งผู้เล่น (client seed)' }).fill('e2e-lucky-seed');
  await page.getByRole('button', { name: 'เปลี่ยน seed' }).click();
  await expect(page.getByTestId('revealed-server-seed')).not.toBeEmpty();
  await scrollUnderTopBar(page.getByTestId('fairness-panel'));
  await capture(page, 'house-slot-fairness');

  await page.getByRole('tab', { name: 'ประวัติ' }).click();
  await rounds.first().getByRole('link', { name: 'ตรวจสอบ' }).click();
  await expect(page).toHaveURL(/\/play\/house\/verify\?/);
  await expect(page.getByRole('heading', { name: 'ตรวจสอบผลย้อนหลัง', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'เมล็ดฝั่งเซิร์ฟเวอร์ (server seed) ที่เปิดเผยแล้ว' })).not.toBeEmpty();
  await capture(page, 'house-verifier-form');
  await page.getByRole('button', { name: 'คำนวณผล' }).click();
  const result = page.getByTestId('verifier-result');
  await expect(result).toContainText('ตรงกับ hash ที่แสดงก่อนเล่น');
  await expect(result.getByTestId('verifier-win')).toHaveText(`ยอดจ่าย ${baht(reply.round.winSatang)}`);
  await scrollUnderTopBar(result);
  await capture(page, 'house-verifier');

  await page.goto('/auth/winlost');
  await expect(page.getByRole('heading', { name: 'ประวัติแพ้ชนะ', level: 1 })).toBeVisible();
  // Today is the newest day of the report; its rounds open beneath it.
  const today = page.getByTestId('win-loss-day').first().getByRole('button');
  await expect(today).toBeVisible();
  if ((await today.getAttribute('aria-expanded')) === 'false') await today.click();
  const slotRound = page.getByTestId('win-loss-round').filter({ hasText: 'สยามเซเว่น' }).first();
  await expect(slotRound).toBeVisible();
  await scrollUnderTopBar(page.getByTestId('win-loss-days'));
  await capture(page, 'house-win-lost');
});

test('a member deals one hand of the house baccarat', async ({ page }) => {
  await logInAsDemoMember(page);
  await openFromCategory(page, 'casino', 'house-baccarat');
  const before = await readPlayBalanceSatang(page);
  await capture(page, 'house-baccarat');

  await page.getByRole('button', { name: /เจ้ามือ/ }).click();
  await page.getByRole('button', { name: 'เดิมพัน 20 บาท' }).click();
  const reply = await playRound(page, page.getByRole('button', { name: 'แจกไพ่' }), '/api/house/baccarat/deal');
  expect(reply.balanceSatang).toBe(before - 20_00 + reply.round.winSatang);
  await expect(page.getByTestId('play-balance')).toHaveText(baht(reply.balanceSatang));
  const winner = String(reply.round.detail.winner);
  await expect(page.getByTestId('baccarat-winner')).toHaveText({ player: 'ผู้เล่นชนะ', banker: 'เจ้ามือชนะ', tie: 'เสมอ' }[winner] ?? winner);
  await expect(page.getByTestId('baccarat-player').getByTestId('playing-card')).toHaveCount(readCards(reply.round.detail, 'player').length);
  await captureResult(page, 'house-baccarat-result');
});

test('a member starts a hi-lo round, guesses once and cashes out, or loses', async ({ page }) => {
  await logInAsDemoMember(page);
  await openFromCategory(page, 'card', 'house-hilo');
  await capture(page, 'house-hilo');

  await page.getByRole('button', { name: 'เดิมพัน 10 บาท' }).click();
  const started = await playRound(page, page.getByRole('button', { name: 'เริ่มเกม' }), '/api/house/hilo/start');
  expect(started.round.status).toBe('placed');
  await expect(page.getByTestId('hilo-multiplier')).toHaveText('×1.00');
  await captureResult(page, 'house-hilo-open');

  // The likelier guess: higher on a low card, lower on a high one.
  const [first] = readCards(started.round.detail, 'cards');
  const guess = (first?.rank ?? 1) <= 7 ? /สูงกว่า/ : /ต่ำกว่า/;
  const guessed = await playRound(page, page.getByRole('button', { name: guess }), '/api/house/hilo/guess');
  if (guessed.round.status === 'placed') {
    const cashedOut = await playRound(page, page.getByRole('button', { name: /^รับเงิน/ }), '/api/house/hilo/cashout');
    expect(cashedOut.round.winSatang).toBeGreaterThan(10_00);
    await expect(page.getByTestId('round-result')).toHaveText(`รับเงินแล้ว ${baht(cashedOut.round.winSatang)}`);
    await expect(page.getByTestId('play-balance')).toHaveText(baht(cashedOut.balanceSatang));
  } else {
    await expect(page.getByTestId('round-result')).toHaveText('ทายผิด เสียเดิมพัน ฿10.00');
    await expect(page.getByTestId('play-balance')).toHaveText(baht(guessed.balanceSatang));
  }
  await expect(page.getByRole('button', { name: 'เริ่มเกม' })).toBeVisible();
  await captureResult(page, 'house-hilo-result');
});

test('a member who reopens a bookmarked house game page gets a new session, not a dead end', async ({ page, context }) => {
  await logInAsDemoMember(page);
  // Another tab: the member's session is shared, the play token of a tab is not.
  const bookmarked = await context.newPage();
  await bookmarked.goto('/play/house?game=house-hilo');
  await expect(bookmarked.getByTestId('play-balance')).toHaveText(/^฿[\d,]+\.\d\d$/);
  await expect(bookmarked.getByText('ไม่พบเซสชันของเกมนี้')).toHaveCount(0);
  await expect(bookmarked.getByTestId('play-deposit')).toHaveAttribute('href', '/auth/deposit');
  // The launch token it was given has left the address; a reload resumes the same session.
  await expect(bookmarked).toHaveURL(/\/play\/house\?game=house-hilo$/);
  await bookmarked.reload();
  await expect(bookmarked.getByTestId('play-balance')).toBeVisible();
  await capture(bookmarked, 'house-game-reopened');
});
