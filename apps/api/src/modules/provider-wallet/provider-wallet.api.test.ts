import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRequest } from '../../lib/signed-request';
import { createFundedMember } from '../../test-support/fixtures';
import { providerClient } from '../../test-support/provider-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createGameSession, GAME_SESSION_MS } from './game-sessions.service';
import { insertProvider } from './provider-wallet.repo';

const SECRET = 'house-provider-secret-0123456789abcdef';

describe('the seamless-wallet API', () => {
  let t: TestApp;
  let brandId: string;
  let providerId: string;
  let call: ReturnType<typeof providerClient>;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp();
    brandId = (await t.services.brands.resolveHostname('localhost')).id;
    providerId = (await insertProvider(t.database.db, { brandId, code: 'XE', name: 'XE Gaming', secret: SECRET })).id;
    call = providerClient(t.app, { code: 'XE', secret: SECRET, now: t.clock.now });
  });
  afterAll(() => t.close());

  async function player(creditSatang: number) {
    const { member } = await createFundedMember(t.database.db, brandId, { creditSatang, passwordHash: 'x' });
    const token = await createGameSession(t.database.db, { brandId, memberId: member.id, providerId, gameCode: 'slot-5x3', now: t.clock.now() });
    return { token, id: () => `tx-${(serial += 1)}` };
  }
  const round = { roundId: 'round-1', gameCode: 'slot-5x3' };
  const balanceOf = async (token: string) => (await call('balance', { token })).json().balanceSatang as number;

  it('answers the balance, takes a bet, pays a win', async () => {
    const p = await player(1_000_00);
    expect((await call('balance', { token: p.token })).json()).toEqual({ balanceSatang: 1_000_00, currency: 'THB' });
    const bet = await call('bet', { token: p.token, transactionId: 'b1', ...round, amountSatang: 100_00 });
    expect(bet.json()).toEqual({ balanceSatang: 900_00, currency: 'THB', transactionId: 'b1' });
    const win = await call('win', { token: p.token, transactionId: 'w1', ...round, amountSatang: 250_00 });
    expect(win.json().balanceSatang).toBe(1_150_00);
    const nothing = await call('win', { token: p.token, transactionId: 'w1-zero', ...round, amountSatang: 0 });
    expect(nothing.json().balanceSatang).toBe(1_150_00);
  });

  it('gives a repeat the first reply and refuses the same id with another amount or round', async () => {
    const p = await player(1_000_00);
    const id = p.id();
    const first = await call('bet', { token: p.token, transactionId: id, ...round, amountSatang: 10_00 });
    await call('bet', { token: p.token, transactionId: p.id(), ...round, amountSatang: 5_00 });
    const repeat = await call('bet', { token: p.token, transactionId: id, ...round, amountSatang: 10_00 });
    expect(repeat.json()).toEqual(first.json());
    expect((await call('bet', { token: p.token, transactionId: id, ...round, amountSatang: 11_00 })).json().error.code).toBe('DUPLICATE_TRANSACTION');
    expect((await call('bet', { token: p.token, transactionId: id, roundId: 'round-2', gameCode: 'slot-5x3', amountSatang: 10_00 })).statusCode).toBe(409);
    expect(await balanceOf(p.token)).toBe(985_00);
  });

  it('refuses a bet larger than the balance and says the balance', async () => {
    const p = await player(50_00);
    const response = await call('bet', { token: p.token, transactionId: p.id(), ...round, amountSatang: 50_01 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: 'INSUFFICIENT_FUNDS' }, balanceSatang: 50_00 });
    expect(await balanceOf(p.token)).toBe(50_00);
  });

  it('refuses a bad signature and an old or future timestamp, and moves nothing', async () => {
    const p = await player(100_00);
    const body = { token: p.token, transactionId: p.id(), ...round, amountSatang: 10_00 };
    expect((await call('bet', body, { signature: '0'.repeat(64) })).json().error.code).toBe('SIGNATURE_INVALID');
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect((await call('bet', body, { timestamp: String(now - 301) })).json().error.code).toBe('REQUEST_EXPIRED');
    expect((await call('bet', body, { timestamp: String(now + 301) })).json().error.code).toBe('REQUEST_EXPIRED');
    const wrongSecret = providerClient(t.app, { code: 'XE', secret: 'another-secret-entirely-000000000000', now: t.clock.now });
    expect((await wrongSecret('bet', body)).statusCode).toBe(401);
    expect((await call('bet', { ...body, transactionId: p.id() }, {})).statusCode).toBe(200);
    expect(await balanceOf(p.token)).toBe(90_00);
    expect((await call('balance', { token: p.token }, { signature: 'f'.repeat(64) })).statusCode).toBe(401);
  });

  it('refuses a body signed for a bet when it is sent as a win', async () => {
    const p = await player(50_00);
    const body = { token: p.token, transactionId: p.id(), ...round, amountSatang: 500_00 };
    const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
    const signedForBet = signRequest(SECRET, { timestampSeconds: timestamp, method: 'POST', path: '/api/provider/XE/bet', rawBody: JSON.stringify(body) });
    expect((await call('bet', body, { timestamp, signature: signedForBet })).json().error.code).toBe('INSUFFICIENT_FUNDS');
    const replayedAsWin = await call('win', body, { timestamp, signature: signedForBet });
    expect(replayedAsWin.json().error.code).toBe('SIGNATURE_INVALID');
    expect(await balanceOf(p.token)).toBe(50_00);
  });

  it('refuses an unknown provider and a token of another provider', async () => {
    const p = await player(100_00);
    const unknown = providerClient(t.app, { code: 'NOPE', secret: SECRET, now: t.clock.now });
    expect((await unknown('balance', { token: p.token })).json().error.code).toBe('PROVIDER_NOT_FOUND');
    const other = await insertProvider(t.database.db, { brandId, code: 'JK', name: 'JK', secret: `${SECRET}-jk` });
    const jk = providerClient(t.app, { code: other.code, secret: `${SECRET}-jk`, now: t.clock.now });
    expect((await jk('balance', { token: p.token })).json().error.code).toBe('GAME_TOKEN_INVALID');
  });

  it('answers only through an adapter the operator has: an unknown wire format is no provider, an unknown operation no route', async () => {
    const p = await player(100_00);
    await insertProvider(t.database.db, { brandId, code: 'AC', name: 'AC', secret: `${SECRET}-ac`, protocol: 'unknown-format' });
    const ac = providerClient(t.app, { code: 'AC', secret: `${SECRET}-ac`, now: t.clock.now });
    expect((await ac('balance', { token: p.token })).json().error.code).toBe('PROVIDER_NOT_FOUND');
    const wrongOperation = await call('transfer' as 'balance', { token: p.token });
    expect(wrongOperation.statusCode).toBe(404);
    expect(wrongOperation.json().error.code).toBe('ROUTE_NOT_FOUND');
    const malformed = await call('bet', { token: p.token, transactionId: 'm1', roundId: 'r', gameCode: 'g', amountSatang: -5 });
    expect(malformed.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'amountSatang' });
    // A NUL in a transaction id cannot be stored: refused before it reaches the database.
    const unstorable = await call('bet', { token: p.token, transactionId: 'm\u00002', roundId: 'r', gameCode: 'g', amountSatang: 100 });
    expect(unstorable.statusCode, unstorable.body).toBe(400);
    expect(unstorable.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'transactionId' });
  });

  it('refuses bets after the token expired but still accepts the win and rollback of the round', async () => {
    const p = await player(100_00);
    const betId = p.id();
    await call('bet', { token: p.token, transactionId: betId, ...round, amountSatang: 30_00 });
    const otherBet = p.id();
    await call('bet', { token: p.token, transactionId: otherBet, ...round, amountSatang: 20_00 });
    t.clock.advanceMs(GAME_SESSION_MS + 60_000);
    const late = await call('bet', { token: p.token, transactionId: p.id(), ...round, amountSatang: 10_00 });
    expect(late.json().error.code).toBe('GAME_TOKEN_EXPIRED');
    expect((await call('win', { token: p.token, transactionId: p.id(), ...round, amountSatang: 60_00 })).statusCode).toBe(200);
    expect((await call('rollback', { token: p.token, transactionId: p.id(), rolledBackTransactionId: otherBet, ...round })).statusCode).toBe(200);
    expect(await balanceOf(p.token)).toBe(100_00 - 30_00 + 60_00);
  });

  it('remembers a rollback that outran its bet and refuses the late bet', async () => {
    const p = await player(100_00);
    const betId = p.id();
    const rollback = await call('rollback', { token: p.token, transactionId: p.id(), rolledBackTransactionId: betId, ...round });
    expect(rollback.json().balanceSatang).toBe(100_00);
    const lateBet = await call('bet', { token: p.token, transactionId: betId, ...round, amountSatang: 40_00 });
    expect(lateBet.json().error.code).toBe('BET_ROLLED_BACK');
    expect(await balanceOf(p.token)).toBe(100_00);
  });

  it('refunds a rolled-back bet once, however often the rollback comes', async () => {
    const p = await player(100_00);
    const betId = p.id();
    await call('bet', { token: p.token, transactionId: betId, ...round, amountSatang: 40_00 });
    const rollbackId = p.id();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await call('rollback', { token: p.token, transactionId: rollbackId, rolledBackTransactionId: betId, ...round })).json().balanceSatang).toBe(
        100_00,
      );
    }
    // A second rollback with its own id finds the bet already rolled back.
    expect((await call('rollback', { token: p.token, transactionId: p.id(), rolledBackTransactionId: betId, ...round })).json().balanceSatang).toBe(100_00);
    expect(await balanceOf(p.token)).toBe(100_00);
  });
});
