import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundedMember } from '../../test-support/fixtures';
import { openHouseGame } from '../../test-support/house-player';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { hashSessionToken } from '../../lib/tokens';
import { findPlaySession, findRound, listRounds } from './house-games.repo';
import { playSingleRound, type PlayContext } from './house-play.service';
import { finishRounds } from './round-settlement';
import { createHouseWallet, injectTransport, type WalletTransport } from './wallet-client';

/** A connection that delivers the named call but loses its reply, once. */
function losingReplyOf(operation: string, transport: WalletTransport): WalletTransport {
  let isLost = false;
  return async (request) => {
    const answer = await transport(request);
    if (!isLost && request.path.endsWith(`/${operation}`)) {
      isLost = true;
      throw new Error('connection reset');
    }
    return answer;
  };
}

describe('house rounds left unfinished by a lost connection', () => {
  let t: TestApp;
  let brandId: string;

  beforeAll(async () => {
    t = await createTestApp();
    brandId = (await t.services.brands.resolveHostname('localhost')).id;
  });
  afterAll(() => t.close());

  async function player() {
    const password = 'recovery-password-1';
    const { member } = await createFundedMember(t.database.db, brandId, { creditSatang: 100_00, password });
    const memberToken = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: member.username, password } })).json().token;
    const { playToken } = await openHouseGame(t.app, memberToken, 'house-baccarat');
    const session = await findPlaySession(t.database.db, hashSessionToken(playToken));
    if (!session) throw new Error('no play session');
    const credit = async () =>
      (await t.app.inject({ method: 'POST', url: `/api/auth/user/getCredit/${member.username}`, headers: bearer(memberToken) })).json().data
        .balanceSatang as number;
    const context = (transport: WalletTransport): PlayContext => ({
      db: t.database.db,
      wallet: createHouseWallet({ db: t.database.db, brands: t.services.brands, transport, clock: t.clock.now }),
      brandId,
      walletToken: session.walletToken,
      now: t.clock.now(),
      session,
    });
    return { memberId: member.id, credit, context };
  }

  it('pays a win whose reply was lost exactly once when the round is finished later', async () => {
    const p = await player();
    const flaky = p.context(losingReplyOf('win', injectTransport(t.app)));
    await expect(playSingleRound(flaky, { game: 'house-baccarat', betSatang: 1_000, side: 'banker' })).rejects.toMatchObject({ code: 'GAME_UNAVAILABLE' });
    const [round] = (await listRounds(t.database.db, p.memberId, { limit: 1, offset: 0 })).rows;
    expect(round?.round.status).toBe('closing');
    const expected = 100_00 - 1_000 + (round?.round.winSatang ?? 0);
    expect(await p.credit()).toBe(expected);

    expect(await finishRounds(p.context(injectTransport(t.app)), p.memberId, { cashOutOpenHilo: false })).toBe(1);
    expect((await findRound(t.database.db, round?.round.id ?? ''))?.status).toBe('settled');
    expect(await p.credit()).toBe(expected);
  });

  it('rolls back a bet whose reply was lost, so the member gets the stake back and no round is left open', async () => {
    const p = await player();
    const flaky = p.context(losingReplyOf('bet', injectTransport(t.app)));
    await expect(playSingleRound(flaky, { game: 'house-baccarat', betSatang: 1_000, side: 'player' })).rejects.toMatchObject({ code: 'GAME_UNAVAILABLE' });
    const [round] = (await listRounds(t.database.db, p.memberId, { limit: 1, offset: 0 })).rows;
    expect(round?.round.status).toBe('voided');
    expect(await p.credit()).toBe(100_00);
    expect(await finishRounds(p.context(injectTransport(t.app)), p.memberId, { cashOutOpenHilo: true })).toBe(0);
  });
});
