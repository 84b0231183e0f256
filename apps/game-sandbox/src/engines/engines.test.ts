import { afterEach, describe, expect, it } from 'vitest';
import { findGame } from '../catalogue/games';
import { createManualScheduler } from '../test-support/manual-scheduler';
import { startWalletRig, type WalletRig } from '../test-support/wallet-rig';
import { FAKE_START_BALANCE_UNITS } from '../test-support/fake-operator-wallet';
import type { PlayContext } from './engine';
import { createEngines } from './engines';
import { fixturesOn } from './sport-book';

const BAHT = 100_000;
const NOW = new Date('2026-03-01T05:00:00Z');
const TIMING = { casinoSettleMs: 4_000, sportResultAfterMs: 120_000, lottoDrawEveryMs: 300_000 };

/** The engines on a scheduler the test moves by hand, with a real session's wallet against the fake operator. */
async function setUp(gameCode: string) {
  const rig = await startWalletRig({ gameCode });
  const scheduler = createManualScheduler();
  const engineFor = createEngines({ scheduler, clock: () => NOW, timing: TIMING });
  const game = findGame(gameCode);
  const engine = engineFor(gameCode);
  if (!game || !engine) throw new Error(`no engine for ${gameCode}`);
  const context: PlayContext = { session: rig.session, game, wallet: rig.wallet };
  return { rig, scheduler, engine, context };
}

describe('the engines', () => {
  let rig: WalletRig | undefined;
  afterEach(async () => {
    await rig?.close();
    rig = undefined;
  });

  it('plays a slot spin as one round: the bet, then the win naming it and closing the round', async () => {
    const setup = await setUp('sbx_ac_galaxy_gems');
    rig = setup.rig;
    const answer = await setup.engine.act(setup.context, { stakeSatang: 5_000 });
    expect(answer.body).toMatchObject({ ok: true, winStatus: 'paid' });
    const [bet, win] = rig.operator.received.map((call) => call.body);
    expect(rig.operator.received.map((call) => call.path)).toEqual(['transaction/bet', 'transaction/win']);
    expect(bet).toMatchObject({ amount: 50 * BAHT, currency: 'THB', round_closed: false, game_code: 'sbx_ac_galaxy_gems', is_free: false, bet: null });
    expect(win).toMatchObject({ round: bet?.round, reference_transaction_uuid: bet?.transaction_uuid, round_closed: true });
    expect(win?.amount).toBe(Number(answer.body.winSatang) * 1000);
    expect(answer.body.balanceUnits).toBe(FAKE_START_BALANCE_UNITS - 50 * BAHT + Number(win?.amount));
  });

  it('spins a slot at most every 2.5 s per session, and tells the page when the next spin may start', async () => {
    rig = await startWalletRig({ gameCode: 'sbx_ac_galaxy_gems' });
    let now = NOW.getTime();
    const engine = createEngines({ scheduler: createManualScheduler(), clock: () => new Date(now), timing: TIMING })('sbx_ac_galaxy_gems');
    const game = findGame('sbx_ac_galaxy_gems');
    if (!engine || !game) throw new Error('no slot engine');
    const context: PlayContext = { session: rig.session, game, wallet: rig.wallet };
    expect(engine.view(context)).toMatchObject({ minSpinGapMs: 2_500 });

    expect((await engine.act(context, { stakeSatang: 500 })).body).toMatchObject({ ok: true });
    now += 1_000;
    expect((await engine.act(context, { stakeSatang: 500 })).body).toEqual({
      ok: false,
      error: 'SPIN_TOO_SOON',
      message: 'รอให้วงล้อหยุดก่อน แล้วจึงหมุนรอบใหม่',
      retryAfterMs: 1_500,
    });
    now += 1_500;
    expect((await engine.act(context, { stakeSatang: 500 })).body).toMatchObject({ ok: true });
    // Only the two spins reached the operator's wallet.
    expect(rig.operator.callsTo('transaction/bet')).toHaveLength(2);
  });

  it('refuses a stake that is not offered, and shows "เครดิตไม่พอ" with the balance the operator sent', async () => {
    const setup = await setUp('sbx_jk_golden_temple');
    rig = setup.rig;
    expect((await setup.engine.act(setup.context, { stakeSatang: 123 })).statusCode).toBe(400);
    rig.operator.wallet.setBalance(rig.player.user, 2 * BAHT);
    const answer = await setup.engine.act(setup.context, { stakeSatang: 500 });
    expect(answer.body).toMatchObject({ ok: false, error: 'NOT_ENOUGH_MONEY', message: 'เครดิตไม่พอ', balanceText: '2.00' });
    expect(rig.operator.callsTo('transaction/win')).toHaveLength(0);
  });

  it('plays a fishing shot as one round like a spin', async () => {
    const setup = await setUp('sbx_oh_ocean_king');
    rig = setup.rig;
    const answer = await setup.engine.act(setup.context, { stakeSatang: 200, fish: 'turtle' });
    expect(answer.body).toMatchObject({ ok: true, fish: 'turtle' });
    expect(answer.body.winSatang).toBe(answer.body.caught ? 2_000 : 0);
    expect(rig.operator.received.map((call) => call.path)).toEqual(['transaction/bet', 'transaction/win']);
  });

  it('settles a live table casinoSettleMs after the bet, not before', async () => {
    const setup = await setUp('sbx_live_roulette');
    rig = setup.rig;
    const answer = await setup.engine.act(setup.context, { choice: 'red', stakeSatang: 1_000 });
    expect(answer.body).toMatchObject({ ok: true, message: 'รอผล...', round: { status: 'waiting' } });
    await setup.scheduler.advance(TIMING.casinoSettleMs - 1);
    expect(rig.operator.callsTo('transaction/win')).toHaveLength(0);
    await setup.scheduler.advance(1);
    const [bet] = rig.operator.callsTo('transaction/bet');
    const [win] = rig.operator.callsTo('transaction/win');
    expect(win?.body).toMatchObject({ reference_transaction_uuid: bet?.body.transaction_uuid, round: bet?.body.round, round_closed: true });
    expect([0, 20 * BAHT]).toContain(win?.body.amount);
    const view = setup.engine.view(setup.context);
    expect(view.rounds).toEqual([expect.objectContaining({ status: 'settled', resultText: expect.stringContaining('ลูกตกที่') })]);
  });

  it('settles every card table after the delay', async () => {
    for (const [gameCode, choice] of [
      ['sbx_live_baccarat_a', 'banker'],
      ['sbx_live_dragon_tiger', 'tiger'],
      ['sbx_live_hilo', 'higher'],
      ['sbx_live_pok_deng', 'player'],
    ] as const) {
      const setup = await setUp(gameCode);
      rig = setup.rig;
      expect((await setup.engine.act(setup.context, { choice, stakeSatang: 1_000 })).body.ok).toBe(true);
      await setup.scheduler.advance(TIMING.casinoSettleMs);
      expect(rig.operator.received.map((call) => call.path)).toEqual(['transaction/bet', 'transaction/win']);
      await rig.close();
      rig = undefined;
    }
  });

  it('settles sport slips when the fixture result is published, and refuses bets on it after', async () => {
    const setup = await setUp('sbx_sports_football');
    rig = setup.rig;
    const fixture = fixturesOn(NOW)[0];
    if (!fixture) throw new Error('the day has fixtures');
    const home = await setup.engine.act(setup.context, { fixtureId: fixture.id, pick: 'home', stakeSatang: 10_000 });
    const away = await setup.engine.act(setup.context, { fixtureId: fixture.id, pick: 'away', stakeSatang: 5_000 });
    expect([home.body.ok, away.body.ok]).toEqual([true, true]);
    const bets = rig.operator.callsTo('transaction/bet');
    expect(new Set(bets.map((bet) => bet.body.round)).size).toBe(2);
    await setup.scheduler.advance(TIMING.sportResultAfterMs - 1);
    expect(rig.operator.callsTo('transaction/win')).toHaveLength(0);
    await setup.scheduler.advance(1);
    const wins = rig.operator.callsTo('transaction/win');
    expect(wins).toHaveLength(2);
    for (const bet of bets) {
      const win = wins.find((each) => each.body.reference_transaction_uuid === bet.body.transaction_uuid);
      expect(win?.body).toMatchObject({ round: bet.body.round, token: bet.body.token, round_closed: true });
    }
    const paid = wins.map((win) => win.body.amount);
    const result = setup.engine.view(setup.context).fixtures;
    expect(Array.isArray(result)).toBe(true);
    // At most one of home and away wins, at its price.
    expect(paid.filter((amount) => amount !== 0).length).toBeLessThanOrEqual(1);
    const late = await setup.engine.act(setup.context, { fixtureId: fixture.id, pick: 'draw', stakeSatang: 1_000 });
    expect(late.body).toMatchObject({ ok: false, error: 'FIXTURE_SETTLED' });
  });

  it('draws the lottery on its schedule and settles every ticket of the draw', async () => {
    const setup = await setUp('sbx_lotto_quick');
    rig = setup.rig;
    const drawId = setup.engine.view(setup.context).drawId;
    for (const ticket of [
      { kind: 'two', number: '07', stakeSatang: 1_000 },
      { kind: 'three', number: '123', stakeSatang: 500 },
    ]) {
      expect((await setup.engine.act(setup.context, ticket)).body.ok).toBe(true);
    }
    expect(rig.operator.callsTo('transaction/bet').map((bet) => bet.body.round)).toEqual([drawId, drawId]);
    expect(rig.operator.callsTo('transaction/win')).toHaveLength(0);
    await setup.scheduler.advance(TIMING.lottoDrawEveryMs);
    const view = setup.engine.view(setup.context);
    const drawn = (view.results as { drawId: string; number: string }[])[0];
    expect(drawn?.drawId).toBe(drawId);
    const wins = rig.operator.callsTo('transaction/win').map((win) => win.body);
    expect(wins).toHaveLength(2);
    const expected = [drawn?.number.slice(-2) === '07' ? 900 * BAHT : 0, drawn?.number === '123' ? 4_500 * BAHT : 0];
    expect(wins.map((win) => win.amount)).toEqual(expected);
    expect(view.drawId).not.toBe(drawId);
  });
});
