import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { logInAsDemoMember, readCreditSatang } from './support/member';
import { expectedChange, readDrawReply, readPrizeGameStart, readTestIdNumber, rewardText } from './support/prize-draw';

// The demo member of this journey's brand gets one free flip per Bangkok day; this journey spends it.

test('the demo member flips a card: the prize shows on the phone without scrolling, the other cards then show what they held, and the balance, flips and history show it', async ({
  page,
}) => {
  await logInAsDemoMember(page);
  const board = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/game/flip-card');
  await page.goto('/auth/media/flip-card');
  expect((await board).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'เปิดไพ่ลุ้นรางวัล', level: 1 })).toBeVisible();
  const game = page.getByTestId('flip-card-game');
  const cards = game.getByTestId('prize-card');
  await expect(cards).toHaveCount(6);
  await expect(game.locator('[data-testid="prize-card"][data-face="down"]')).toHaveCount(6);
  await expect(page.getByRole('heading', { name: 'รางวัลที่มีโอกาสได้' })).toBeVisible();
  await expect(page.getByTestId('possible-prize')).toHaveCount(6);
  const { creditBefore, pointsBefore, drawsLeftBefore } = await readPrizeGameStart(page);

  const reply = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/auth/game/flip-card/random-reward',
  );
  const third = cards.nth(2);
  await third.click();
  const response = await reply;
  expect(response.status(), await response.text()).toBe(200);
  const result = await readDrawReply(response);
  const change = expectedChange(result.draw.reward);
  expect(response.request().postDataJSON()).toEqual({ cardIndex: 2, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  expect(result.cardIndex).toBe(2);

  await expect(third).toHaveAttribute('data-face', 'up');
  await expect(third).toHaveAccessibleName(`ไพ่ใบที่ 3: ${rewardText(result.draw.reward)}`);
  await expect(third).toContainText(result.draw.label);
  const outcome = page.getByTestId('flip-result');
  await expect(outcome).toBeVisible();
  await expect(outcome).toContainText(result.draw.reward.kind === 'none' ? 'เสียใจด้วย' : `คุณได้รับ ${rewardText(result.draw.reward)}`);
  // On a 390x844 phone the result is on screen without the member scrolling, clear of the bars.
  await expect(outcome).toBeInViewport({ ratio: 1 });
  const bottomBarBox = await page.getByRole('navigation', { name: 'เมนูสมาชิก', exact: true }).boundingBox();
  if (!bottomBarBox) throw new Error('the bottom bar has no box');
  // The bottom bar's round centre button rises 26 px above the bar. The page scrolls the result
  // into view smoothly, so its place is read again until the scroll has ended.
  await expect
    .poll(async () => {
      const outcomeBox = await outcome.boundingBox();
      return outcomeBox ? outcomeBox.y + outcomeBox.height : Number.POSITIVE_INFINITY;
    })
    .toBeLessThanOrEqual(bottomBarBox.y - 26);
  await capture(page, 'flip-card-result');

  // Then every other card turns over to show the prize the server drew for it at the pick.
  const table = result.cards ?? [];
  expect(table).toHaveLength(6);
  expect(table[2]).toEqual(result.draw);
  await expect(game.locator('[data-testid="prize-card"][data-face="up"]')).toHaveCount(6);
  for (const [index, card] of table.entries()) {
    if (index === 2) continue;
    await expect(cards.nth(index)).toHaveAccessibleName(`ไพ่ใบที่ ${String(index + 1)} (ใบที่ไม่ได้เลือก): ${rewardText(card.reward)}`);
    await expect(cards.nth(index)).toContainText(card.label);
  }
  await capture(page, 'flip-card-table');

  await expect.poll(() => readCreditSatang(page)).toBe(creditBefore + change.creditSatang);
  expect(result.balances.balanceSatang).toBe(creditBefore + change.creditSatang);
  await expect.poll(() => readTestIdNumber(page, 'prize-points')).toBe(pointsBefore + change.points);
  await expect(game.getByTestId('draws-left')).toHaveText(`${String(drawsLeftBefore - 1)} ครั้ง`);
  expect(result.drawsLeft).toBe(drawsLeftBefore - 1);

  if (result.drawsLeft === 0) {
    await expect(game.getByRole('button', { name: 'เล่นอีกครั้ง' })).toHaveCount(0);
    await expect(game.getByTestId('no-draws')).toContainText('สิทธิ์เปิดไพ่ของคุณหมดแล้ว');
    await expect(cards.first()).toBeDisabled();
  } else {
    await game.getByRole('button', { name: 'เล่นอีกครั้ง' }).click();
    await expect(game.locator('[data-testid="prize-card"][data-face="down"]')).toHaveCount(6);
  }

  const latest = page.getByTestId('draw-history').getByTestId('draw-history-item').first();
  await expect(latest).toContainText(result.draw.label);
  await expect(latest).toContainText(/\d{1,2} \S+ 25\d\d \d\d:\d\d/);
  await expect(latest).toHaveAttribute('data-status', result.draw.reward.kind);
});
