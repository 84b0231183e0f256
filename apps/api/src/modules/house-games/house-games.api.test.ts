import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { computeOutcome, floatsNeeded, type RoundInput } from '@app/contract/house-games/outcome';
import { SLOT_MIN_SPIN_GAP_MS } from '@app/contract/house-games/slot';
import type { HouseRound } from '@app/contract/house-games/api';
import { createFundedMember } from '../../test-support/fixtures';
import { openHouseGame } from '../../test-support/house-player';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { drawFloats } from './draw';

describe('the house games', () => {
  let t: TestApp;
  let brandId: string;
  let memberToken: string;
  let username: string;
  const password = 'house-player-password-1';

  const credit = async () =>
    (await t.app.inject({ method: 'POST', url: `/api/auth/user/getCredit/${username}`, headers: bearer(memberToken) })).json().data.balanceSatang as number;

  beforeAll(async () => {
    t = await createTestApp();
    brandId = (await t.services.brands.resolveHostname('localhost')).id;
  });
  beforeEach(async () => {
    const { member } = await createFundedMember(t.database.db, brandId, { creditSatang: 500_00, password });
    username = member.username;
    memberToken = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } })).json().token;
  });
  afterAll(() => t.close());

  it('spins the slot through the wallet: the balance moves by bet and win, and the round is in the win/loss log', async () => {
    const { started, play } = await openHouseGame(t.app, memberToken, 'house-slot');
    expect(started).toMatchObject({ gameCode: 'house-slot', balanceSatang: 500_00, openRound: null, nextSpinAt: null, fairness: { nonce: 0 } });
    expect(started.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    const spin = await play('POST', '/api/house/slot/spin', { betSatang: 1_000 });
    expect(spin.statusCode, spin.body).toBe(200);
    const { round, balanceSatang, fairness, nextSpinAt } = spin.json().data;
    expect(round).toMatchObject({ gameCode: 'house-slot', nonce: 0, status: 'settled', betSatang: 1_000, serverSeed: null });
    expect(balanceSatang).toBe(500_00 - 1_000 + round.winSatang);
    expect(await credit()).toBe(balanceSatang);
    expect(fairness.nonce).toBe(1);
    expect(new Date(nextSpinAt).getTime()).toBe(t.clock.now().getTime() + SLOT_MIN_SPIN_GAP_MS);

    const log = await t.app.inject({
      method: 'POST',
      url: `/api/auth/log/affiliate/${username}`,
      payload: { type: 'wl', start: '2026-11-21', end: '2026-11-21' },
      headers: bearer(memberToken),
    });
    expect(log.json().data.rounds).toEqual([
      expect.objectContaining({ roundId: round.roundId, providerCode: 'HOUSE', gameCode: 'house-slot', betSatang: 1_000, winSatang: round.winSatang }),
    ]);
  });

  it('refuses a second spin within 2.5 seconds, moving nothing, and allows it after', async () => {
    const { play } = await openHouseGame(t.app, memberToken, 'house-slot');
    const first = (await play('POST', '/api/house/slot/spin', { betSatang: 100 })).json().data;
    t.clock.advanceMs(SLOT_MIN_SPIN_GAP_MS - 100);
    const tooSoon = await play('POST', '/api/house/slot/spin', { betSatang: 100 });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.code).toBe('SPIN_TOO_SOON');
    expect(await credit()).toBe(first.balanceSatang);
    t.clock.advanceMs(100);
    expect((await play('POST', '/api/house/slot/spin', { betSatang: 100 })).statusCode).toBe(200);
  });

  it('refuses a bet above the balance with the Thai message, and records the round as refused', async () => {
    const { play } = await openHouseGame(t.app, memberToken, 'house-baccarat');
    const refused = await play('POST', '/api/house/baccarat/deal', { side: 'banker', betSatang: 1_000_00 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: 'ยอดเงินไม่เพียงพอ' });
    expect(await credit()).toBe(500_00);
    const history = (await play('GET', '/api/house/rounds')).json().data;
    expect(history).toEqual([expect.objectContaining({ status: 'refused', winSatang: 0 })]);
  });

  it('refuses bets that are not on the list, a missing play token and a session of another game', async () => {
    const { play } = await openHouseGame(t.app, memberToken, 'house-slot');
    expect((await play('POST', '/api/house/slot/spin', { betSatang: 150 })).json().error.code).toBe('VALIDATION_FAILED');
    expect((await play('POST', '/api/house/baccarat/deal', { side: 'player', betSatang: 1_000 })).json().error.code).toBe('WRONG_GAME');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/house/state' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('PLAY_TOKEN_INVALID');
    expect(await credit()).toBe(500_00);
  });

  it('plays hi-lo to the end, and cash-out from the site closes a round left open', async () => {
    const { play } = await openHouseGame(t.app, memberToken, 'house-hilo');
    const started = (await play('POST', '/api/house/hilo/start', { betSatang: 1_000 })).json().data;
    expect(started.round).toMatchObject({ status: 'placed', detail: { hiloStatus: 'open', multiplierBps: 10_000 } });
    expect(started.balanceSatang).toBe(500_00 - 1_000);
    expect((await play('POST', '/api/house/hilo/start', { betSatang: 1_000 })).json().error.code).toBe('ROUND_OPEN');
    expect((await play('POST', '/api/house/seed/rotate', { clientSeed: 'mine' })).json().error.code).toBe('ROUND_OPEN');

    // Guess the likelier side until the round ends or three guesses stand, then leave it open.
    let round = started.round as HouseRound;
    for (let guess = 0; guess < 3 && round.status === 'placed'; guess += 1) {
      const detail = round.detail as Extract<HouseRound['detail'], { game: 'house-hilo' }>;
      const rank = detail.cards[detail.cards.length - 1]?.rank ?? 7;
      round = (await play('POST', '/api/house/hilo/guess', { choice: rank <= 7 ? 'higher' : 'lower' })).json().data.round;
    }
    const cashOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/game/cashOut',
      payload: { providerCode: 'HOUSE' },
      headers: bearer(memberToken),
    });
    expect(cashOut.statusCode, cashOut.body).toBe(200);
    const rounds = (await play('GET', '/api/house/rounds')).json().data as HouseRound[];
    expect(rounds[0]?.status).toBe('settled');
    expect(cashOut.json().data).toEqual({ closedRounds: round.status === 'placed' ? 1 : 0, balanceSatang: 500_00 - 1_000 + (rounds[0]?.winSatang ?? 0) });
    expect(await credit()).toBe(cashOut.json().data.balanceSatang);
    expect((await play('POST', '/api/house/hilo/cashout')).json().error.code).toBe('NO_OPEN_ROUND');
  });

  it('reveals the seed on rotation, and every stored round recomputes from it exactly', async () => {
    const slot = await openHouseGame(t.app, memberToken, 'house-slot');
    for (let spin = 0; spin < 3; spin += 1) {
      expect((await slot.play('POST', '/api/house/slot/spin', { betSatang: 200 })).statusCode).toBe(200);
      t.clock.advanceMs(SLOT_MIN_SPIN_GAP_MS);
    }
    const baccarat = await openHouseGame(t.app, memberToken, 'house-baccarat');
    for (const side of ['player', 'banker', 'tie'] as const)
      expect((await baccarat.play('POST', '/api/house/baccarat/deal', { side, betSatang: 1_000 })).statusCode).toBe(200);
    const hilo = await openHouseGame(t.app, memberToken, 'house-hilo');
    await hilo.play('POST', '/api/house/hilo/start', { betSatang: 100 });
    await hilo.play('POST', '/api/house/hilo/guess', { choice: 'higher' });
    await hilo.play('POST', '/api/house/hilo/cashout');

    const hashBefore = (await hilo.play('GET', '/api/house/state')).json().data.fairness.serverSeedHash;
    const rotated = await hilo.play('POST', '/api/house/seed/rotate', { clientSeed: 'my-own-seed' });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { revealed, fairness } = rotated.json().data;
    expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(hashBefore);
    expect(revealed.roundsPlayed).toBe(7);
    expect(fairness).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(fairness.serverSeedHash).not.toBe(hashBefore);

    const rounds = (await hilo.play('GET', '/api/house/rounds?pageSize=50')).json().data as HouseRound[];
    expect(rounds).toHaveLength(7);
    for (const round of rounds) {
      expect(round.serverSeed).toBe(revealed.serverSeed);
      const input: RoundInput =
        round.detail.game === 'house-baccarat'
          ? { game: 'house-baccarat', betSatang: round.betSatang, side: round.detail.side }
          : round.detail.game === 'house-hilo'
            ? { game: 'house-hilo', betSatang: round.betSatang, choices: round.detail.choices }
            : { game: 'house-slot', betSatang: round.betSatang };
      const floats = drawFloats({ serverSeed: revealed.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce }, floatsNeeded(input.game));
      const recomputed = computeOutcome(floats, input);
      expect(recomputed.winSatang).toBe(round.winSatang);
      if (recomputed.game === 'house-slot' && round.detail.game === 'house-slot') expect(recomputed.slot.grid).toEqual(round.detail.grid);
      if (recomputed.game === 'house-baccarat' && round.detail.game === 'house-baccarat') expect(recomputed.hand.player).toEqual(round.detail.player);
      if (recomputed.game === 'house-hilo' && round.detail.game === 'house-hilo') expect(recomputed.hilo.cards).toEqual(round.detail.cards);
    }
    const nonces = rounds.map((round) => round.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
