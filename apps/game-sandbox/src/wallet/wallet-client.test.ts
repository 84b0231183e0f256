import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_START_BALANCE_UNITS } from '../test-support/fake-operator-wallet';
import { startWalletRig, type WalletRig } from '../test-support/wallet-rig';
import { betRequest } from './wallet-requests';

/** One baht in Hub88 units. */
const BAHT = 100_000;

describe('the wallet client (sandbox to operator, as Hub88 behaves)', () => {
  let rig: WalletRig;
  afterEach(() => rig.close());

  it('retries the same bytes, request_uuid included, when the operator does not answer in time', async () => {
    rig = await startWalletRig({ timeoutMs: 150 });
    rig.operator.behave((_call, index) => (index === 0 ? { slow: 600 } : 'answer'));
    const call = rig.client.prepare(
      rig.registered,
      'transaction/bet',
      betRequest(rig.player, { transactionUuid: randomUUID(), round: 'r-1', amountUnits: 10 * BAHT }),
    );
    const delivery = await rig.client.deliver(call);
    expect(delivery).toMatchObject({ kind: 'answered', answer: { status: 'RS_OK' } });
    const bets = rig.operator.callsTo('transaction/bet');
    expect(bets.length).toBeGreaterThanOrEqual(2);
    expect(new Set(bets.map((bet) => bet.rawBody))).toEqual(new Set([call.rawBody]));
    expect(bets.every((bet) => bet.isSignatureValid)).toBe(true);
    // The abandoned first delivery and its retry are one bet at the operator.
    expect(rig.operator.wallet.balanceOf(rig.player.user)).toBe(FAKE_START_BALANCE_UNITS - 10 * BAHT);
  });

  it('retries a 502 up to three times, then rolls the bet back, naming it', async () => {
    rig = await startWalletRig();
    rig.operator.behave((call) => (call.path === 'transaction/bet' ? 'bad-gateway' : 'answer'));
    const outcome = await rig.wallet.placeBet({ round: 'r-2', amountSatang: 500 });
    expect(outcome.kind).toBe('failed');
    expect(rig.operator.callsTo('transaction/bet')).toHaveLength(4);
    await vi.waitFor(() => expect(rig.operator.callsTo('transaction/rollback')).toHaveLength(1));
    const bet = rig.operator.callsTo('transaction/bet')[0]?.body;
    const rollback = rig.operator.callsTo('transaction/rollback')[0]?.body;
    expect(rollback?.reference_transaction_uuid).toBe(bet?.transaction_uuid);
    expect(rollback?.transaction_uuid).not.toBe(bet?.transaction_uuid);
    expect(rollback).toMatchObject({ round: 'r-2', user: rig.player.user, token: rig.player.token });
  });

  it('counts an unsigned or badly signed reply as a failure: the bet is rolled back', async () => {
    rig = await startWalletRig();
    rig.operator.behave((call) => (call.path === 'transaction/bet' ? 'unsigned' : 'answer'));
    expect((await rig.wallet.placeBet({ round: 'r-3', amountSatang: 1_000 })).kind).toBe('failed');
    rig.operator.behave((call) => (call.path === 'transaction/bet' ? 'badly-signed' : 'answer'));
    expect((await rig.wallet.placeBet({ round: 'r-4', amountSatang: 1_000 })).kind).toBe('failed');
    await rig.background.idle();
    // The operator took both bets (it answered them), and the rollbacks gave both back.
    expect(rig.operator.callsTo('transaction/rollback')).toHaveLength(2);
    expect(rig.operator.wallet.balanceOf(rig.player.user)).toBe(FAKE_START_BALANCE_UNITS);
  });

  it('rolls back a bet refused with another status, but not one refused for money', async () => {
    rig = await startWalletRig();
    rig.operator.wallet.setBalance(rig.player.user, 5 * BAHT);
    const poor = await rig.wallet.placeBet({ round: 'r-5', amountSatang: 1_000 });
    expect(poor).toEqual({ kind: 'not-enough-money', balanceUnits: 5 * BAHT });
    rig.operator.behave((call) => (call.path === 'transaction/bet' ? 'http-500' : 'answer'));
    expect((await rig.wallet.placeBet({ round: 'r-6', amountSatang: 100 })).kind).toBe('failed');
    await rig.background.idle();
    expect(rig.operator.callsTo('transaction/rollback').map((call) => call.body.round)).toEqual(['r-6']);
  });

  it('keeps retrying a win with backoff, the same bytes each time, until the operator answers', async () => {
    rig = await startWalletRig({ retryDelaysMs: [1, 2, 4] });
    const bet = await rig.wallet.placeBet({ round: 'r-7', amountSatang: 1_000 });
    if (bet.kind !== 'accepted') throw new Error('the bet should be taken');
    let failures = 0;
    rig.operator.behave((call) => (call.path === 'transaction/win' && failures++ < 8 ? 'bad-gateway' : 'answer'));
    const win = await rig.wallet.payWin({ round: 'r-7', amountSatang: 2_500, betTransactionUuid: bet.transactionUuid, isRoundClosed: true });
    expect(win.kind).toBe('pending');
    await rig.background.idle();
    const wins = rig.operator.callsTo('transaction/win');
    expect(wins).toHaveLength(9);
    expect(new Set(wins.map((call) => call.rawBody)).size).toBe(1);
    expect(wins[0]?.body).toMatchObject({ reference_transaction_uuid: bet.transactionUuid, round: 'r-7', round_closed: true, amount: 25 * BAHT });
    expect(rig.operator.wallet.balanceOf(rig.player.user)).toBe(FAKE_START_BALANCE_UNITS + 15 * BAHT);
  });

  it('treats a win refused by the operator as answered: it is not retried', async () => {
    rig = await startWalletRig();
    const win = await rig.wallet.payWin({ round: 'r-8', amountSatang: 100, betTransactionUuid: randomUUID(), isRoundClosed: true });
    expect(win).toEqual({ kind: 'refused', status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' });
    await rig.background.idle();
    expect(rig.operator.callsTo('transaction/win')).toHaveLength(1);
  });
});
