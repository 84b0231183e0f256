import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPrizeBoard } from '@app/contract/admin-loyalty';
import type { PrizeBoard, PrizeDrawResult } from '@app/contract/rewards/prize-draws';
import { hashTestPassword } from '../../test-support/test-passwords';
import { createHostedBrand, LONG_SESSIONS, signInMember } from '../../test-support/rewards';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { DEFAULT_FLIP_CARD, DEFAULT_WHEEL } from '../rewards/reward-defaults';
import { operatorClient, refusal } from './loyalty-test-helpers';

const PASSWORD = 'member-password-1';

/** Every key of every object in a JSON value, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('operator wheel and flip-card prizes', () => {
  let t: TestApp;
  let operators: Awaited<ReturnType<typeof operatorClient>>;
  let passwordHash: string;

  beforeAll(async () => {
    t = await createTestApp(LONG_SESSIONS);
    operators = await operatorClient(t);
    passwordHash = await hashTestPassword(PASSWORD);
  });
  afterAll(() => t.close());

  const boardOf = async (brandId: string, game: 'wheel' | 'flip_card' = 'wheel') => {
    const response = await operators.get('finance', brandId, `/prizes?game=${game}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: AdminPrizeBoard }>().data;
  };
  const optionAt = (board: AdminPrizeBoard, index: number) => {
    const option = board.options[index];
    if (!option) throw new Error(`the board has no option ${index}`);
    return option;
  };
  const patch = (brandId: string, prizeId: string, payload: Record<string, unknown>) =>
    operators.send('admin', 'PATCH', brandId, `/prizes/${prizeId}`, payload);
  const newOption = { game: 'wheel', label: 'เครดิต 7 บาท', colour: '#00aa00', reward: { kind: 'credit', amountSatang: 7_00 }, weight: 25 };

  it('shows each option with its weight and its chance over the active weights, which add up to 1', async () => {
    const brand = await createHostedBrand(t);
    const response = await operators.get('support', brand.id, '/prizes?game=wheel');
    expect(response.statusCode, response.body).toBe(200);
    const board = response.json<{ data: AdminPrizeBoard }>().data;
    expect(board.game).toBe('wheel');
    expect(board.totalActiveWeight).toBe(100);
    expect(board.options.map((option) => [option.label, option.weight, option.probabilityPercent, option.sortOrder])).toEqual(
      DEFAULT_WHEEL.map((prize, index) => [prize.label, prize.weight, `${prize.weight}.00`, index]),
    );
    expect(optionAt(board, 0)).toMatchObject({
      reward: { kind: 'credit', amountSatang: 5_00 },
      isActive: true,
      probability: 0.3,
      hasDraws: false,
      colour: '#e53935',
      imagePath: '',
    });
    expect(sum(board.options.map((option) => option.probability))).toBeCloseTo(1, 12);

    const flipCard = await boardOf(brand.id, 'flip_card');
    expect(flipCard.options.map((option) => option.weight)).toEqual(DEFAULT_FLIP_CARD.map((prize) => prize.weight));
    expect(sum(flipCard.options.map((option) => option.probability))).toBeCloseTo(1, 12);
  });

  it('counts only active weights: an inactive option has no chance and the rest still add up to 1', async () => {
    const brand = await createHostedBrand(t);
    const board = await boardOf(brand.id);
    expect((await patch(brand.id, optionAt(board, 0).id, { isActive: false })).statusCode).toBe(200);
    expect((await patch(brand.id, optionAt(board, 1).id, { weight: 3 })).statusCode).toBe(200);
    const after = await boardOf(brand.id);
    // 100 - 30 (inactive) - 20 + 3 = 53.
    expect(after.totalActiveWeight).toBe(53);
    expect(optionAt(after, 0)).toMatchObject({ isActive: false, weight: 30, probability: 0, probabilityPercent: '0.00' });
    expect(optionAt(after, 1)).toMatchObject({ weight: 3, probabilityPercent: '5.66' });
    expect(optionAt(after, 1).probability).toBeCloseTo(3 / 53, 12);
    expect(sum(after.options.map((option) => option.probability))).toBeCloseTo(1, 12);
  });

  it("makes a changed weight what the member's wheel draws next, never showing a weight; an inactive option leaves the board", async () => {
    const brand = await createHostedBrand(t);
    const board = await boardOf(brand.id);
    const winner = optionAt(board, 6);
    // Every other option keeps its place on the wheel but can no longer be drawn.
    for (const option of board.options.filter((candidate) => candidate.id !== winner.id)) {
      const response = await patch(brand.id, option.id, { weight: 0 });
      expect(response.statusCode, response.body).toBe(200);
    }
    const after = await boardOf(brand.id);
    expect(optionAt(after, 6)).toMatchObject({ probability: 1, probabilityPercent: '100.00' });

    const m = await signInMember(t, brand, { password: PASSWORD, passwordHash });
    const wheel = await m.get('/api/auth/wheel');
    const memberBoard = wheel.json<{ data: PrizeBoard }>().data;
    expect(memberBoard.options.map((option) => option.id)).toEqual(board.options.map((option) => option.id));
    expect(keysOf(wheel.json())).not.toContain('weight');
    expect(keysOf(wheel.json()).some((key) => key.startsWith('probability'))).toBe(false);
    const spin = await m.post('/api/auth/wheel/reward');
    expect(spin.statusCode, spin.body).toBe(200);
    expect(spin.json<{ data: PrizeDrawResult }>().data.draw).toMatchObject({ optionId: winner.id, reward: winner.reward });
    expect(keysOf(spin.json())).not.toContain('weight');

    expect((await patch(brand.id, optionAt(board, 0).id, { isActive: false })).statusCode).toBe(200);
    const shown = (await m.get('/api/auth/wheel')).json<{ data: PrizeBoard }>().data;
    expect(shown.options.map((option) => option.id)).not.toContain(optionAt(board, 0).id);
    expect(shown.options).toHaveLength(7);
  });

  it('audits each change with the option before and after', async () => {
    const brand = await createHostedBrand(t);
    const option = optionAt(await boardOf(brand.id), 2);
    const response = await patch(brand.id, option.id, {
      label: 'เครดิต 12 บาท',
      reward: { kind: 'credit', amountSatang: 12_00 },
      weight: 16,
      colour: '#abcdef',
    });
    expect(response.statusCode, response.body).toBe(200);
    const own = ({ id, game, label, colour, imagePath, reward, weight, isActive, sortOrder }: typeof option) => ({
      id,
      game,
      label,
      colour,
      imagePath,
      reward,
      weight,
      isActive,
      sortOrder,
    });
    expect(await operators.auditOf(option.id)).toEqual([
      expect.objectContaining({
        action: 'prize_option.update',
        targetType: 'prize_option',
        before: own(option),
        after: { ...own(option), label: 'เครดิต 12 บาท', reward: { kind: 'credit', amountSatang: 12_00 }, weight: 16, colour: '#abcdef' },
      }),
    ]);
    // A patch that changes nothing writes nothing.
    expect((await patch(brand.id, option.id, { weight: 16 })).statusCode).toBe(200);
    expect(await operators.auditOf(option.id)).toHaveLength(1);
  });

  it('refuses to leave a game without an active option of weight above 0', async () => {
    const brand = await createHostedBrand(t);
    const board = await boardOf(brand.id, 'flip_card');
    const [last, ...others] = board.options;
    if (!last) throw new Error('the flip card has no options');
    for (const option of others) expect((await patch(brand.id, option.id, { isActive: false })).statusCode).toBe(200);
    for (const change of [{ isActive: false }, { weight: 0 }]) {
      expect(refusal(await patch(brand.id, last.id, change))).toMatchObject({ status: 409, code: 'PRIZE_OPTIONS_NONE_ACTIVE' });
    }
    expect(refusal(await operators.send('admin', 'DELETE', brand.id, `/prizes/${last.id}`))).toMatchObject({ status: 409, code: 'PRIZE_OPTIONS_NONE_ACTIVE' });
    expect(optionAt(await boardOf(brand.id, 'flip_card'), 0)).toMatchObject({ id: last.id, isActive: true, weight: last.weight, probability: 1 });
    // A weight moved onto another option first is fine.
    const other = others[0];
    if (!other) throw new Error('the flip card has one option');
    expect((await patch(brand.id, other.id, { isActive: true, weight: 0 })).statusCode).toBe(200);
    expect(refusal(await patch(brand.id, last.id, { weight: 0 }))).toMatchObject({ code: 'PRIZE_OPTIONS_NONE_ACTIVE' });
    expect((await patch(brand.id, other.id, { weight: 5 })).statusCode).toBe(200);
    expect((await patch(brand.id, last.id, { weight: 0 })).statusCode).toBe(200);
    // The wheel of the same brand was never touched.
    expect((await boardOf(brand.id)).totalActiveWeight).toBe(100);
  });

  it('deletes an option never drawn, and refuses to delete a drawn one (409: deactivate it instead)', async () => {
    const brand = await createHostedBrand(t);
    const board = await boardOf(brand.id);
    const winner = optionAt(board, 7);
    for (const option of board.options.filter((candidate) => candidate.id !== winner.id)) await patch(brand.id, option.id, { weight: 0 });
    const m = await signInMember(t, brand, { password: PASSWORD, passwordHash });
    expect((await m.post('/api/auth/wheel/reward')).statusCode).toBe(200);
    expect(optionAt(await boardOf(brand.id), 7)).toMatchObject({ id: winner.id, hasDraws: true });

    const drawn = refusal(await operators.send('admin', 'DELETE', brand.id, `/prizes/${winner.id}`));
    expect(drawn).toMatchObject({ status: 409, code: 'PRIZE_OPTION_DRAWN' });
    expect((await operators.send('admin', 'DELETE', brand.id, `/prizes/${winner.id}`)).json().error.message).toContain('ปิดการใช้งาน');

    const unused = optionAt(board, 0);
    const deleted = await operators.send('admin', 'DELETE', brand.id, `/prizes/${unused.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<{ data: AdminPrizeBoard }>().data.options.map((option) => option.id)).not.toContain(unused.id);
    expect((await operators.auditOf(unused.id))[0]).toMatchObject({
      action: 'prize_option.delete',
      before: { id: unused.id, label: unused.label },
      after: null,
    });
    expect(refusal(await operators.send('admin', 'DELETE', brand.id, `/prizes/${unused.id}`))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('adds an option last, or on a taken place whose option then moves last, with audit entries', async () => {
    const brand = await createHostedBrand(t);
    const created = await operators.send('admin', 'POST', brand.id, '/prizes', newOption);
    expect(created.statusCode, created.body).toBe(200);
    const board = created.json<{ data: AdminPrizeBoard }>().data;
    expect(board.totalActiveWeight).toBe(125);
    const added = optionAt(board, 8);
    expect(added).toMatchObject({
      label: 'เครดิต 7 บาท',
      sortOrder: 8,
      weight: 25,
      isActive: true,
      probabilityPercent: '20.00',
      imagePath: '',
      hasDraws: false,
    });
    expect(await operators.auditOf(added.id)).toEqual([expect.objectContaining({ action: 'prize_option.create', before: null })]);

    const first = optionAt(board, 0);
    const inFront = await operators.send('admin', 'POST', brand.id, '/prizes', { ...newOption, label: 'แรก', sortOrder: 0, isActive: false });
    expect(inFront.statusCode, inFront.body).toBe(200);
    const reordered = inFront.json<{ data: AdminPrizeBoard }>().data;
    expect(optionAt(reordered, 0)).toMatchObject({ label: 'แรก', sortOrder: 0, isActive: false, probability: 0 });
    expect(reordered.options.at(-1)).toMatchObject({ id: first.id, sortOrder: 9 });
    expect((await operators.auditOf(first.id))[0]).toMatchObject({ action: 'prize_option.update', before: { sortOrder: 0 }, after: { sortOrder: 9 } });

    // The flip card is a board of its own.
    expect((await operators.send('admin', 'POST', brand.id, '/prizes', { ...newOption, game: 'flip_card' })).json().data.options).toHaveLength(7);
  });

  it('swaps places when an option moves onto a taken place', async () => {
    const brand = await createHostedBrand(t);
    const board = await boardOf(brand.id);
    const [first, second, third] = [optionAt(board, 0), optionAt(board, 1), optionAt(board, 2)];
    const response = await patch(brand.id, third.id, { sortOrder: 0 });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<{ data: AdminPrizeBoard }>().data;
    expect(after.options.slice(0, 3).map((option) => [option.id, option.sortOrder])).toEqual([
      [third.id, 0],
      [second.id, 1],
      [first.id, 2],
    ]);
    expect((await operators.auditOf(first.id))[0]).toMatchObject({ before: { sortOrder: 0 }, after: { sortOrder: 2 } });
    expect((await operators.auditOf(third.id))[0]).toMatchObject({ before: { sortOrder: 2 }, after: { sortOrder: 0 } });
    // A free place is simply taken.
    expect(optionAt((await patch(brand.id, first.id, { sortOrder: 50 })).json().data, 7)).toMatchObject({ id: first.id, sortOrder: 50 });
  });

  it('is changed by admins only', async () => {
    const brand = await createHostedBrand(t);
    const option = optionAt(await boardOf(brand.id), 0);
    for (const role of ['finance', 'support'] as const) {
      expect(refusal(await operators.send(role, 'POST', brand.id, '/prizes', newOption))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect(refusal(await operators.send(role, 'PATCH', brand.id, `/prizes/${option.id}`, { weight: 1 }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect(refusal(await operators.send(role, 'DELETE', brand.id, `/prizes/${option.id}`))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    expect(optionAt(await boardOf(brand.id), 0)).toEqual(option);
  });

  it.each([
    ['weight', { weight: -1 }],
    ['weight', { weight: 1.5 }],
    ['weight', { weight: 1_000_001 }],
    ['label', { label: ' ' }],
    ['colour', { colour: '#12345' }],
    ['reward.amountSatang', { reward: { kind: 'credit', amountSatang: 0 } }],
    ['reward.points', { reward: { kind: 'point', points: 1_000_001 } }],
    ['imagePath', { imagePath: 'javascript:alert(1)' }],
    ['sortOrder', { sortOrder: -1 }],
    ['isActive', { isActive: 'yes' }],
  ])('refuses a bad %s with 400 and changes nothing', async (field, change) => {
    const brand = await createHostedBrand(t);
    const board = await boardOf(brand.id);
    expect(refusal(await patch(brand.id, optionAt(board, 0).id, change))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', field });
    expect(refusal(await operators.send('admin', 'POST', brand.id, '/prizes', { ...newOption, ...change }))).toMatchObject({ status: 400, field });
    expect(await boardOf(brand.id)).toEqual(board);
  });

  it('refuses a missing or unknown game, an unknown brand, and never reaches another brand’s option', async () => {
    const brand = await createHostedBrand(t);
    const otherBrand = await createHostedBrand(t);
    expect(refusal(await operators.get('finance', brand.id, '/prizes'))).toMatchObject({ status: 400, field: 'game' });
    expect(refusal(await operators.get('finance', brand.id, '/prizes?game=slots'))).toMatchObject({ status: 400, field: 'game' });
    expect(refusal(await operators.get('finance', randomUUID(), '/prizes?game=wheel'))).toMatchObject({ status: 404, code: 'BRAND_NOT_FOUND' });
    expect(refusal(await operators.send('admin', 'POST', randomUUID(), '/prizes', newOption))).toMatchObject({ status: 404, code: 'BRAND_NOT_FOUND' });

    const theirs = optionAt(await boardOf(otherBrand.id), 0);
    expect(refusal(await patch(brand.id, theirs.id, { weight: 99 }))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(refusal(await operators.send('admin', 'DELETE', brand.id, `/prizes/${theirs.id}`))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(optionAt(await boardOf(otherBrand.id), 0)).toEqual(theirs);
    expect(await operators.auditOf(theirs.id)).toEqual([]);
  });
});
