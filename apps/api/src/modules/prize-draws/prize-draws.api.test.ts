import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import type { PrizeBoard, PrizeDraw, PrizeDrawResult } from '@app/contract/rewards/prize-draws';
import type { Reward } from '@app/contract/rewards/reward';
import { brandRewardSettings, prizeOptions } from '../../db/schema/rewards';
import { hashTestPassword } from '../../test-support/test-passwords';
import { createHostedBrand, creditTestDeposit, LONG_SESSIONS, memberLedgerMovements, signInMember } from '../../test-support/rewards';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { DEFAULT_FLIP_CARD, DEFAULT_WHEEL } from '../rewards/reward-defaults';
import { drawPrize } from './prize-draws.service';

const NOON_21_NOVEMBER = new Date('2026-11-21T05:00:00Z');
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Every key of every object in a JSON value, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

/** What a reward adds to the two balances. */
function paidBy(reward: Reward) {
  if (reward.kind === 'credit') return { balanceSatang: reward.amountSatang, points: 0 };
  if (reward.kind === 'point') return { balanceSatang: 0, points: reward.points };
  return { balanceSatang: 0, points: 0 };
}

describe('lucky wheel and flip card', () => {
  let t: TestApp;
  const password = 'prize-draw-password-1';
  let passwordHash: string;

  beforeAll(async () => {
    t = await createTestApp(LONG_SESSIONS);
    passwordHash = await hashTestPassword(password);
  });
  afterAll(() => t.close());

  async function brandWithMember() {
    const brand = await createHostedBrand(t);
    const member = await signInMember(t, brand, { password, passwordHash, creditSatang: 100_00 });
    return { brand, ...member };
  }

  type Member = Awaited<ReturnType<typeof brandWithMember>>;
  const wheelBoard = async (m: Member) => (await m.get('/api/auth/wheel')).json<{ data: PrizeBoard }>().data;
  const spin = (m: Member) => m.post('/api/auth/wheel/reward');

  /** Spins once and checks the answer against the board and the balances: returns the result. */
  async function spinAndCheck(m: Member): Promise<PrizeDrawResult> {
    const board = await wheelBoard(m);
    const before = await m.balances();
    const movementsBefore = await memberLedgerMovements(t.database.db, m.member.id);
    const response = await spin(m);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ data: PrizeDrawResult }>().data;
    const option = board.options[result.optionIndex ?? -1];
    expect(option).toBeDefined();
    expect(result.draw).toMatchObject({ optionId: option?.id, label: option?.label, reward: option?.reward });
    const paid = paidBy(result.draw.reward);
    const expected = { balanceSatang: before.balanceSatang + paid.balanceSatang, points: before.points + paid.points };
    expect(result.balances).toEqual(expected);
    expect(await m.balances()).toEqual(expected);
    const movements = (await memberLedgerMovements(t.database.db, m.member.id)).slice(movementsBefore.length);
    expect(movements.map((movement) => movement.idempotencyKey)).toEqual(result.draw.reward.kind === 'none' ? [] : [`prize:${result.draw.id}`]);
    return result;
  }

  it('shows the prizes and the draws left, never the weights', async () => {
    t.clock.moveTo(NOON_21_NOVEMBER);
    const m = await brandWithMember();
    const wheel = await m.get('/api/auth/wheel');
    expect(wheel.statusCode, wheel.body).toBe(200);
    const board = wheel.json().data;
    expect(board).toMatchObject({ drawsLeft: 1, dailyDraws: 1, depositMinSatang: 500_00 });
    expect(board.options.map((option: { label: string }) => option.label)).toEqual(DEFAULT_WHEEL.map((prize) => prize.label));
    expect(board.options[1]).toMatchObject({ colour: '#fb8c00', reward: { kind: 'point', points: 10 } });
    const flipCard = await m.get('/api/auth/game/flip-card');
    expect(flipCard.json().data.options).toHaveLength(DEFAULT_FLIP_CARD.length);

    await spinAndCheck(m);
    const log = await m.post('/api/auth/wheel/log');
    for (const response of [wheel, flipCard, log]) {
      expect(keysOf(response.json())).not.toContain('weight');
      expect(response.body).not.toMatch(/weight/i);
    }
  });

  it('gives one free spin a Bangkok day, refuses the next with nothing paid, and gives a new one after midnight in Bangkok', async () => {
    t.clock.moveTo(NOON_21_NOVEMBER);
    const m = await brandWithMember();
    const first = await spinAndCheck(m);
    expect(first).toMatchObject({ drawsLeft: 0, draw: { source: 'daily' } });

    const afterFirst = await m.balances();
    const refused = await spin(m);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'NO_DRAWS_LEFT', message: 'สิทธิ์ของคุณหมดแล้ว รับสิทธิ์ใหม่ได้พรุ่งนี้หรือเมื่อฝากเงินตามเงื่อนไข' });
    expect(await m.balances()).toEqual(afterFirst);
    expect((await wheelBoard(m)).drawsLeft).toBe(0);

    t.clock.moveTo(new Date('2026-11-21T16:59:59Z')); // 23:59:59 in Bangkok: still the 21st
    expect((await spin(m)).statusCode).toBe(409);
    t.clock.advanceMs(1_000);
    expect((await wheelBoard(m)).drawsLeft).toBe(1);
    expect(await spinAndCheck(m)).toMatchObject({ drawsLeft: 0, draw: { source: 'daily' } });
  });

  it('answers a spin sent again with the same key with the first draw, spending and paying nothing more', async () => {
    t.clock.moveTo(NOON_21_NOVEMBER);
    const m = await brandWithMember();
    await creditTestDeposit(t.database.db, { brandId: m.brand.id, memberId: m.member.id, amountSatang: 500_00, at: t.clock.now() });
    expect((await wheelBoard(m)).drawsLeft).toBe(2);
    const key = randomUUID();
    const first = await m.post('/api/auth/wheel/reward', { idempotencyKey: key });
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = await m.balances();
    const movements = await memberLedgerMovements(t.database.db, m.member.id);

    const again = await m.post('/api/auth/wheel/reward', { idempotencyKey: key });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(await m.balances()).toEqual(afterFirst);
    expect(await memberLedgerMovements(t.database.db, m.member.id)).toHaveLength(movements.length);
    expect((await wheelBoard(m)).drawsLeft).toBe(1);
    // The same key names another press on the flip card: keys are per game.
    expect((await m.post('/api/auth/game/flip-card/random-reward', { idempotencyKey: key, cardIndex: 1 })).statusCode).toBe(200);
    expect((await m.post('/api/auth/wheel/reward', { idempotencyKey: randomUUID() })).json().data.drawsLeft).toBe(0);
  });

  it('pays the drawn option, credit or points, and points optionIndex at it on the board', async () => {
    t.clock.moveTo(NOON_21_NOVEMBER);
    for (const [position, paid] of [
      [6, { balanceSatang: 50_00, points: 0 }],
      [5, { balanceSatang: 0, points: 50 }],
    ] as const) {
      const m = await brandWithMember();
      // Only one segment left on: the draw is certain, so the payment can be checked exactly.
      await t.database.db
        .update(prizeOptions)
        .set({ isEnabled: false })
        .where(and(eq(prizeOptions.brandId, m.brand.id), eq(prizeOptions.game, 'wheel'), ne(prizeOptions.position, position)));
      const before = await m.balances();
      const result = await spinAndCheck(m);
      expect(result).toMatchObject({ optionIndex: 0, draw: { label: DEFAULT_WHEEL[position]?.label } });
      expect(await m.balances()).toEqual({ balanceSatang: before.balanceSatang + paid.balanceSatang, points: before.points + paid.points });
    }
  });

  it('stops on the segment drawn: for a ticket in each segment, optionIndex names it on the board and its prize is paid', async () => {
    t.clock.moveTo(NOON_21_NOVEMBER);
    const m = await brandWithMember();
    const board = await wheelBoard(m);
    let firstTicket = 0;
    for (const [index, prize] of DEFAULT_WHEEL.entries()) {
      const before = await m.balances();
      // The service takes the random source the route leaves to crypto: the first ticket of this segment.
      const ticket = firstTicket;
      const result = await drawPrize(t.database.db, { brandId: m.brand.id, memberId: m.member.id }, { game: 'wheel', now: t.clock.now() }, () => ticket);
      expect(result.optionIndex).toBe(index);
      expect(board.options[index]).toMatchObject({ id: result.draw.optionId, label: prize.label, reward: result.draw.reward });
      const paid = paidBy(result.draw.reward);
      expect(await m.balances()).toEqual({ balanceSatang: before.balanceSatang + paid.balanceSatang, points: before.points + paid.points });
      firstTicket += prize.weight;
      t.clock.advanceMs(DAY_MS);
    }
  });

  it("gives one more spin for a credited deposit of at least the brand's minimum, none for a smaller one", async () => {
    t.clock.moveTo(NOON_21_NOVEMBER);
    const m = await brandWithMember();
    await creditTestDeposit(t.database.db, { brandId: m.brand.id, memberId: m.member.id, amountSatang: 499_99, at: t.clock.now() });
    expect((await wheelBoard(m)).drawsLeft).toBe(1);
    await creditTestDeposit(t.database.db, { brandId: m.brand.id, memberId: m.member.id, amountSatang: 500_00, at: t.clock.now() });
    expect((await wheelBoard(m)).drawsLeft).toBe(2);

    expect(await spinAndCheck(m)).toMatchObject({ drawsLeft: 1, draw: { source: 'daily' } });
    t.clock.advanceMs(60_000);
    expect(await spinAndCheck(m)).toMatchObject({ drawsLeft: 0, draw: { source: 'deposit' } });
    expect((await spin(m)).json().error.code).toBe('NO_DRAWS_LEFT');
  });

  it("lets a deposit's spin expire after the brand's deposit_draw_valid_days Bangkok days", async () => {
    t.clock.moveTo(NOON_21_NOVEMBER);
    const m = await brandWithMember();
    await t.database.db.update(brandRewardSettings).set({ depositDrawValidDays: 3 }).where(eq(brandRewardSettings.brandId, m.brand.id));
    await creditTestDeposit(t.database.db, { brandId: m.brand.id, memberId: m.member.id, amountSatang: 1_000_00, at: t.clock.now() });

    // Valid on the 21st, 22nd and 23rd; gone at midnight of the 24th in Bangkok.
    t.clock.moveTo(new Date('2026-11-23T16:59:59Z'));
    expect((await wheelBoard(m)).drawsLeft).toBe(2);
    t.clock.advanceMs(1_000);
    expect((await wheelBoard(m)).drawsLeft).toBe(1);
    expect(await spinAndCheck(m)).toMatchObject({ drawsLeft: 0, draw: { source: 'daily' } });
    expect((await spin(m)).json().error.code).toBe('NO_DRAWS_LEFT');
  });

  it('keeps the wheel and the flip card entitlements apart', async () => {
    t.clock.moveTo(NOON_21_NOVEMBER);
    const m = await brandWithMember();
    const wheel = await spinAndCheck(m);
    expect((await wheelBoard(m)).drawsLeft).toBe(0);
    const flipBoard = (await m.get('/api/auth/game/flip-card')).json<{ data: PrizeBoard }>().data;
    expect(flipBoard.drawsLeft).toBe(1);

    const flipped = await m.post('/api/auth/game/flip-card/random-reward', { cardIndex: 5 });
    expect(flipped.statusCode, flipped.body).toBe(200);
    const card = flipped.json().data;
    expect(card).toMatchObject({ cardIndex: 5, drawsLeft: 0, draw: { source: 'daily', optionId: flipBoard.options[card.optionIndex]?.id } });
    expect((await m.post('/api/auth/game/flip-card/random-reward', { cardIndex: 1 })).json().error.code).toBe('NO_DRAWS_LEFT');

    const wheelLog = (await m.post('/api/auth/wheel/log')).json().data;
    const flipLog = (await m.get('/api/auth/game/flip-card/logs')).json().data;
    expect(wheelLog.map((draw: PrizeDraw) => draw.id)).toEqual([wheel.draw.id]);
    expect(flipLog.map((draw: PrizeDraw) => draw.id)).toEqual([card.draw.id]);
  });

  it('reveals the whole flip-card table drawn at the pick: the picked card holds the prize, the others what they held', async () => {
    t.clock.moveTo(NOON_21_NOVEMBER);
    const m = await brandWithMember();
    const board = (await m.get('/api/auth/game/flip-card')).json<{ data: PrizeBoard }>().data;
    const key = randomUUID();
    const flipped = await m.post('/api/auth/game/flip-card/random-reward', { cardIndex: 2, idempotencyKey: key });
    expect(flipped.statusCode, flipped.body).toBe(200);
    const result = flipped.json().data;
    expect(result.cards).toHaveLength(6);
    expect(result.cards[2]).toEqual({ optionId: result.draw.optionId, label: result.draw.label, reward: result.draw.reward });
    // Every card holds one of the board's prizes, as the board shows it.
    for (const card of result.cards) expect(board.options.map(({ id, label, reward }) => ({ optionId: id, label, reward }))).toContainEqual(card);
    // Only the member's card pays: one prize, one ledger movement at most.
    const movements = await memberLedgerMovements(t.database.db, m.member.id);
    expect(movements.filter((movement) => movement.idempotencyKey.startsWith('prize:'))).toHaveLength(result.draw.reward.kind === 'none' ? 0 : 1);

    // A retry of the same press answers the same table and card, whichever card it names.
    const replay = (await m.post('/api/auth/game/flip-card/random-reward', { cardIndex: 4, idempotencyKey: key })).json().data;
    expect(replay).toMatchObject({ cardIndex: 2, cards: result.cards, draw: { id: result.draw.id } });
    expect(flipped.json().data.cards).not.toBeNull();
    expect((await m.post('/api/auth/game/flip-card/random-reward', { cardIndex: 6 })).statusCode).toBe(400);
  });

  it('never shows on the other cards a prize that could not have been drawn', async () => {
    t.clock.moveTo(NOON_21_NOVEMBER);
    const m = await brandWithMember();
    // Every flip-card prize but one weighs nothing: each card of the table must hold that one.
    const options = await t.database.db
      .select()
      .from(prizeOptions)
      .where(and(eq(prizeOptions.brandId, m.brand.id), eq(prizeOptions.game, 'flip_card')));
    const [winner] = options;
    if (!winner) throw new Error('the brand has no flip-card prizes');
    await t.database.db
      .update(prizeOptions)
      .set({ weight: 0 })
      .where(and(eq(prizeOptions.brandId, m.brand.id), eq(prizeOptions.game, 'flip_card'), ne(prizeOptions.id, winner.id)));
    const result = (await m.post('/api/auth/game/flip-card/random-reward', { cardIndex: 0 })).json().data;
    expect(result.cards.map((card: { optionId: string }) => card.optionId)).toEqual(Array(6).fill(winner.id));
  });

  it("lists the caller's own draws, newest first", async () => {
    t.clock.moveTo(NOON_21_NOVEMBER);
    const m = await brandWithMember();
    const other = await signInMember(t, m.brand, { password, passwordHash });
    const mine: string[] = [];
    for (let day = 0; day < 3; day += 1) {
      mine.push((await spinAndCheck(m)).draw.id);
      t.clock.advanceMs(DAY_MS);
    }
    const theirs = (await other.post('/api/auth/wheel/reward')).json().data.draw.id as string;

    const log = await m.post('/api/auth/wheel/log');
    expect(log.statusCode).toBe(200);
    const draws: PrizeDraw[] = log.json().data;
    expect(draws.map((draw) => draw.id)).toEqual([...mine].reverse());
    expect(draws.map((draw) => draw.createdAt)).toEqual(['2026-11-23T05:00:00.000Z', '2026-11-22T05:00:00.000Z', '2026-11-21T05:00:00.000Z']);
    expect(log.body).not.toContain(theirs);
    expect((await other.post('/api/auth/wheel/log')).json().data.map((draw: PrizeDraw) => draw.id)).toEqual([theirs]);
  });
});
