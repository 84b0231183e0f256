import { type Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { logInAsDemoMember, readCreditSatang } from './support/member';
import { expectedChange, readDrawReply, readPrizeGameStart, readTestIdNumber, rewardText } from './support/prize-draw';

// The demo member of this journey's brand gets one free spin per Bangkok day; this journey spends it.

/** The segment whose path is under the pointer: a point on the centre line, a little below the rim. */
async function readSegmentUnderPointer(page: Page): Promise<number> {
  const frame = page.getByTestId('wheel-frame');
  await frame.scrollIntoViewIfNeeded();
  const box = await frame.boundingBox();
  if (!box) throw new Error('The wheel is not on screen');
  const index = await page.evaluate(
    // The result dialog's backdrop may lie over the wheel; the segment is looked for beneath it.
    ({ x, y }) =>
      document
        .elementsFromPoint(x, y)
        .find((element) => element.hasAttribute('data-index'))
        ?.getAttribute('data-index') ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 - box.height * 0.3 },
  );
  if (index === null) throw new Error('No wheel segment is under the pointer');
  return Number(index);
}

test('the demo member spins the wheel: it stops on the drawn segment, then the prize, balance, spins and history show it', async ({ page }) => {
  await logInAsDemoMember(page);
  const board = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/wheel');
  await page.goto('/auth/media/wheel');
  expect((await board).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'กงล้อนำโชค', level: 1 })).toBeVisible();
  const game = page.getByTestId('wheel-game');
  await expect(game.getByTestId('prize-wheel').locator('path')).toHaveCount(8);
  await expect(game.getByTestId('draw-rules')).toContainText(/หมุนฟรีวันละ 1\s+ครั้ง/);
  const { creditBefore, pointsBefore, drawsLeftBefore } = await readPrizeGameStart(page);
  expect(await readSegmentUnderPointer(page)).toBe(0);
  // The top of the screen: the balance, the spins left and the wheel at rest.
  await capture(page, 'wheel');

  const reply = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/auth/wheel/reward');
  await game.getByRole('button', { name: 'หมุนวงล้อ' }).click();
  const response = await reply;
  expect(response.status(), await response.text()).toBe(200);
  const spunAt = Date.now();
  const result = await readDrawReply(response);
  const change = expectedChange(result.draw.reward);
  // One press, one key: a repeat of this request would return this same draw.
  expect(response.request().postDataJSON()).toEqual({ idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });

  // The wheel turns for a few seconds; the prize is told only once it has stopped.
  await expect(page.getByTestId('draw-result')).toHaveCount(0);
  await expect(game.getByRole('button', { name: 'กำลังหมุน…' })).toBeDisabled();
  const dialog = page.getByTestId('draw-result');
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - spunAt).toBeGreaterThan(3_000);
  expect(await readSegmentUnderPointer(page)).toBe(result.optionIndex);
  if (result.draw.reward.kind === 'none') {
    await expect(dialog.getByRole('heading')).toHaveText('เสียใจด้วย');
  } else {
    await expect(dialog.getByRole('heading')).toHaveText('ยินดีด้วย!');
    await expect(dialog.getByTestId('draw-result-reward')).toHaveText(rewardText(result.draw.reward));
  }

  await expect.poll(() => readCreditSatang(page)).toBe(creditBefore + change.creditSatang);
  expect(result.balances.balanceSatang).toBe(creditBefore + change.creditSatang);
  await expect.poll(() => readTestIdNumber(page, 'prize-points')).toBe(pointsBefore + change.points);
  await expect(game.getByTestId('draws-left')).toHaveText(`${String(drawsLeftBefore - 1)} ครั้ง`);
  expect(result.drawsLeft).toBe(drawsLeftBefore - 1);
  await capture(page, 'wheel-result');

  await dialog.getByRole('button', { name: 'ตกลง' }).click();
  await expect(dialog).toBeHidden();
  const latest = page.getByTestId('draw-history').getByTestId('draw-history-item').first();
  await expect(latest).toContainText(result.draw.label);
  await expect(latest).toContainText(/\d{1,2} \S+ 25\d\d \d\d:\d\d/);
  await expect(latest).toHaveAttribute('data-status', result.draw.reward.kind);
  if (result.drawsLeft === 0) {
    await expect(game.getByRole('button', { name: 'หมุนวงล้อ' })).toBeDisabled();
    await expect(game.getByTestId('no-draws')).toContainText('สิทธิ์หมุนของคุณหมดแล้ว');
  }
});
