import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signHub88Body } from '@app/contract/hub88/signature';
import { members } from '../../db/schema/members';
import { createFundedMember } from '../../test-support/fixtures';
import { createRsaKeyPair } from '@app/contract/hub88/key-pair';
import { hub88WalletClient } from '../../test-support/hub88-wallet-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { connectAggregator } from '../aggregators/connect-aggregator.service';
import { createGameSession, GAME_SESSION_MS } from './game-sessions.service';

const aggregatorKeys = createRsaKeyPair();
const operatorKeys = createRsaKeyPair();
/** One satang in Hub88's units (currency x 100000). */
const SATANG = 1000;

describe("the Hub88 wallet endpoint (Hub88's Operator Wallet API)", () => {
  let t: TestApp;
  let brandId: string;
  let providerId: string;
  let call: ReturnType<typeof hub88WalletClient>;

  beforeAll(async () => {
    t = await createTestApp();
    brandId = (await t.services.brands.resolveHostname('localhost')).id;
    const provider = await connectAggregator(t.database.db, t.services.secrets, {
      brandId,
      code: 'HUB88',
      name: 'Hub88',
      protocol: 'hub88',
      apiUrl: 'http://127.0.0.1:9/unused',
      operatorId: 1,
      aggregatorPublicKey: aggregatorKeys.publicKey,
      operatorPrivateKey: operatorKeys.privateKey,
      allowsDemo: false,
    });
    providerId = provider.id;
    call = hub88WalletClient(t.app, { code: 'HUB88', aggregatorPrivateKey: aggregatorKeys.privateKey, operatorPublicKey: operatorKeys.publicKey });
  });
  afterAll(() => t.close());

  async function player(creditSatang: number) {
    const { member } = await createFundedMember(t.database.db, brandId, { creditSatang, passwordHash: 'x' });
    const token = await createGameSession(t.database.db, { brandId, memberId: member.id, providerId, gameCode: 'sb_lucky_lanterns', now: t.clock.now() });
    const base = { user: member.id, token, game_code: 'sb_lucky_lanterns', currency: 'THB' };
    return {
      memberId: member.id,
      token,
      bet: (fields: Record<string, unknown>) => call('transaction/bet', { ...base, request_uuid: randomUUID(), ...fields }),
      win: (fields: Record<string, unknown>) => call('transaction/win', { ...base, request_uuid: randomUUID(), ...fields }),
      rollback: (fields: Record<string, unknown>) =>
        call('transaction/rollback', { user: member.id, token, game_code: 'sb_lucky_lanterns', request_uuid: randomUUID(), ...fields }),
      balance: async () => (await call('user/balance', { user: member.id, token, request_uuid: randomUUID(), game_code: 'sb_lucky_lanterns' })).json().balance,
    };
  }

  it('answers a balance in units of 1/100000 baht, echoing request_uuid and user, signed with the operator key', async () => {
    const p = await player(1_234_56);
    const response = await call('user/balance', { user: p.memberId, token: p.token, request_uuid: 'req-1', game_code: 'sb_lucky_lanterns' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: p.memberId, request_uuid: 'req-1', status: 'RS_OK', currency: 'THB', balance: 1_234_56 * SATANG });
    expect(response.isSigned).toBe(true);
  });

  it('takes a bet and pays a win that names it; a zero win closes a lost round', async () => {
    const p = await player(1_000_00);
    const bet = await p.bet({ transaction_uuid: 'bet-1', round: 'r-1', amount: 100_00 * SATANG });
    expect(bet.json()).toMatchObject({ status: 'RS_OK', balance: 900_00 * SATANG, currency: 'THB', user: p.memberId });
    const win = await p.win({ transaction_uuid: 'win-1', reference_transaction_uuid: 'bet-1', round: 'r-1', round_closed: true, amount: 250_00 * SATANG });
    expect(win.json()).toMatchObject({ status: 'RS_OK', balance: 1_150_00 * SATANG });
    const lost = await p.bet({ transaction_uuid: 'bet-2', round: 'r-2', amount: 50_00 * SATANG });
    const zero = await p.win({ transaction_uuid: 'win-2', reference_transaction_uuid: 'bet-2', round: 'r-2', amount: 0 });
    expect([lost.json().balance, zero.json().balance]).toEqual([1_100_00 * SATANG, 1_100_00 * SATANG]);
  });

  it('replays a repeated request byte for byte, and a retry under a new request_uuid moves nothing', async () => {
    const p = await player(1_000_00);
    const body = {
      user: p.memberId,
      token: p.token,
      game_code: 'sb_lucky_lanterns',
      currency: 'THB',
      request_uuid: 'same-request',
      transaction_uuid: 'bet-r',
      amount: 10_00 * SATANG,
    };
    const first = await call('transaction/bet', body);
    await p.bet({ transaction_uuid: 'bet-other', amount: 5_00 * SATANG });
    const repeat = await call('transaction/bet', body);
    expect(repeat.body).toBe(first.body);
    const retried = await call('transaction/bet', { ...body, request_uuid: 'new-request' });
    expect(retried.json()).toMatchObject({ status: 'RS_OK', request_uuid: 'new-request', balance: 990_00 * SATANG });
    expect(await p.balance()).toBe(985_00 * SATANG);
  });

  it('refuses the same transaction_uuid with another amount as RS_ERROR_DUPLICATE_TRANSACTION', async () => {
    const p = await player(1_000_00);
    await p.bet({ transaction_uuid: 'bet-d', amount: 10_00 * SATANG });
    const other = await p.bet({ transaction_uuid: 'bet-d', amount: 11_00 * SATANG });
    expect(other.statusCode).toBe(200);
    expect(other.json().status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await p.balance()).toBe(990_00 * SATANG);
  });

  it('refuses a bet above the balance with RS_ERROR_NOT_ENOUGH_MONEY and the actual balance', async () => {
    const p = await player(50_00);
    const response = await p.bet({ transaction_uuid: 'bet-big', amount: 50_01 * SATANG });
    expect(response.json()).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', currency: 'THB', balance: 50_00 * SATANG });
    expect(response.isSigned).toBe(true);
  });

  it('takes no bet on an expired token, but pays its wins and rollbacks', async () => {
    const p = await player(100_00);
    await p.bet({ transaction_uuid: 'bet-e1', round: 'e', amount: 10_00 * SATANG });
    await p.bet({ transaction_uuid: 'bet-e2', round: 'e', amount: 20_00 * SATANG });
    t.clock.advanceMs(GAME_SESSION_MS + 1);
    expect((await p.bet({ transaction_uuid: 'bet-e3', amount: 1_00 * SATANG })).json().status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect((await p.win({ transaction_uuid: 'win-e1', reference_transaction_uuid: 'bet-e1', round: 'e', amount: 30_00 * SATANG })).json().status).toBe('RS_OK');
    expect((await p.rollback({ transaction_uuid: 'rb-e2', reference_transaction_uuid: 'bet-e2', round: 'e' })).json()).toMatchObject({
      status: 'RS_OK',
      balance: 120_00 * SATANG,
    });
  });

  it('answers RS_OK to a rollback of an unseen bet and refuses that bet when it comes late', async () => {
    const p = await player(100_00);
    expect((await p.rollback({ transaction_uuid: 'rb-ghost', reference_transaction_uuid: 'bet-ghost' })).json()).toMatchObject({
      status: 'RS_OK',
      balance: 100_00 * SATANG,
    });
    const late = await p.bet({ transaction_uuid: 'bet-ghost', amount: 10_00 * SATANG });
    expect(late.json().status).not.toBe('RS_OK');
    expect(await p.balance()).toBe(100_00 * SATANG);
  });

  it('refuses a win for a bet never taken or rolled back with RS_ERROR_TRANSACTION_DOES_NOT_EXIST', async () => {
    const p = await player(100_00);
    expect((await p.win({ transaction_uuid: 'win-x', reference_transaction_uuid: 'bet-never', amount: 10_00 * SATANG })).json().status).toBe(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );
    await p.bet({ transaction_uuid: 'bet-rb', amount: 10_00 * SATANG });
    await p.rollback({ transaction_uuid: 'rb-rb', reference_transaction_uuid: 'bet-rb' });
    expect((await p.win({ transaction_uuid: 'win-rb', reference_transaction_uuid: 'bet-rb', amount: 10_00 * SATANG })).json().status).toBe(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );
    expect(await p.balance()).toBe(100_00 * SATANG);
  });

  it('refuses a changed body or another key with RS_ERROR_INVALID_SIGNATURE, moving nothing', async () => {
    const p = await player(100_00);
    const body = {
      user: p.memberId,
      token: p.token,
      game_code: 'g',
      currency: 'THB',
      request_uuid: 'sig',
      transaction_uuid: 'bet-sig',
      amount: 10_00 * SATANG,
    };
    const signedOther = signHub88Body(JSON.stringify({ ...body, amount: 1 * SATANG }), aggregatorKeys.privateKey);
    expect((await call('transaction/bet', body, { signature: signedOther })).json().status).toBe('RS_ERROR_INVALID_SIGNATURE');
    const wrongKey = signHub88Body(JSON.stringify(body), operatorKeys.privateKey);
    expect((await call('transaction/bet', body, { signature: wrongKey })).json().status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect(await p.balance()).toBe(100_00 * SATANG);
  });

  it('answers malformed calls with RS_ERROR_WRONG_SYNTAX or RS_ERROR_WRONG_TYPES, and other currencies with RS_ERROR_WRONG_CURRENCY', async () => {
    const p = await player(100_00);
    expect((await p.bet({ transaction_uuid: undefined, amount: 1_00 * SATANG })).json().status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect((await p.bet({ transaction_uuid: 'bet-t', amount: '100000' })).json().status).toBe('RS_ERROR_WRONG_TYPES');
    // Half a satang is not a wallet amount.
    expect((await p.bet({ transaction_uuid: 'bet-half', amount: 500 })).json().status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await p.bet({ transaction_uuid: 'bet-usd', amount: 1_00 * SATANG, currency: 'USD' })).json().status).toBe('RS_ERROR_WRONG_CURRENCY');
    expect(await p.balance()).toBe(100_00 * SATANG);
  });

  it("refuses a token used for another user, and a locked member's bet with RS_ERROR_USER_DISABLED", async () => {
    const p = await player(100_00);
    const other = await player(100_00);
    expect((await p.bet({ transaction_uuid: 'bet-u', user: other.memberId, amount: 1_00 * SATANG })).json().status).toBe('RS_ERROR_INVALID_TOKEN');
    await t.database.db.update(members).set({ status: 'locked' }).where(eq(members.id, p.memberId));
    expect((await p.bet({ transaction_uuid: 'bet-locked', amount: 1_00 * SATANG })).json().status).toBe('RS_ERROR_USER_DISABLED');
    expect(await p.balance()).toBe(100_00 * SATANG);
  });

  it("answers /user/info with the member's country and registration date, and knows no other brand's member", async () => {
    const p = await player(0);
    const info = await call('user/info', { user: p.memberId, request_uuid: 'info-1' });
    expect(info.json()).toEqual({
      user: p.memberId,
      status: 'RS_OK',
      request_uuid: 'info-1',
      country: 'TH',
      registration_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect((await call('user/info', { user: randomUUID(), request_uuid: 'info-2' })).json().status).toBe('RS_ERROR_INVALID_TOKEN');
  });

  it('is reached only through the aggregator: unknown paths get 404 and the generic protocol is not spoken here', async () => {
    expect((await call('transaction/steal', { request_uuid: 'x' })).statusCode).toBe(404);
    expect((await call('bet', { request_uuid: 'x' })).statusCode).toBe(404);
  });
});
