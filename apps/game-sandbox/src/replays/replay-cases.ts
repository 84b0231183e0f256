import { randomUUID } from 'node:crypto';
import { satangToHub88Units } from '@app/contract/hub88/wallet';
import { randomId, shuffled } from '../lib/random';
import { betRequest, rollbackRequest, winRequest, type WalletPlayer } from '../wallet/wallet-requests';
import type { WalletCall } from '../wallet/wallet-client';
import type { ReplayRecorder } from './replay-recorder';

/** Baht in Hub88 units. */
const baht = (amount: number) => satangToHub88Units(amount * 100);

export interface ReplayScript {
  recorder: ReplayRecorder;
  player: WalletPlayer;
  /** Closes the play session (win-after-close). */
  closeSession(): void;
  /** Waits until the win may go out (win-after-close): the caller's hook, or a delay. */
  waitBeforeWin(): Promise<void>;
}

/** What a case returns besides the calls: the balance change the operator must end with. */
export interface ReplayOutcome {
  expectedDeltaUnits: number;
}

function bet(script: ReplayScript, fields: { transactionUuid: string; round: string; amountUnits: number }, requestUuid?: string) {
  return script.recorder.prepare('transaction/bet', betRequest(script.player, fields, requestUuid));
}

function win(script: ReplayScript, fields: { transactionUuid: string; round: string; amountUnits: number; betTransactionUuid: string }, requestUuid?: string) {
  return script.recorder.prepare('transaction/win', winRequest(script.player, { ...fields, isRoundClosed: true }, requestUuid));
}

function rollback(script: ReplayScript, fields: { transactionUuid: string; round: string; betTransactionUuid: string }, requestUuid?: string) {
  return script.recorder.prepare('transaction/rollback', rollbackRequest(script.player, fields, requestUuid));
}

/** A slot round (bet 10, win 25) with every request delivered twice at once, then again under a new request_uuid. */
export async function duplicateDelivery(script: ReplayScript): Promise<ReplayOutcome> {
  const round = randomId('sbx-replay-');
  const betFields = { transactionUuid: randomUUID(), round, amountUnits: baht(10) };
  const winFields = { transactionUuid: randomUUID(), round, amountUnits: baht(25), betTransactionUuid: betFields.transactionUuid };
  for (const prepare of [() => bet(script, betFields), () => win(script, winFields)]) {
    const call = prepare();
    await Promise.all([script.recorder.once(call), script.recorder.once(call)]);
    await script.recorder.once(prepare());
  }
  return { expectedDeltaUnits: baht(25 - 10) };
}

/** A rollback of a bet that never came, then that bet (10): the operator must refuse the late bet. */
export async function rollbackBeforeBet(script: ReplayScript): Promise<ReplayOutcome> {
  const round = randomId('sbx-replay-');
  const betTransactionUuid = randomUUID();
  await script.recorder.once(rollback(script, { transactionUuid: randomUUID(), round, betTransactionUuid }));
  await script.recorder.once(bet(script, { transactionUuid: betTransactionUuid, round, amountUnits: baht(10) }));
  return { expectedDeltaUnits: 0 };
}

/** The bet's first delivery is abandoned after 1 ms, then the same bytes are retried, then the win. */
export async function timeoutThenRetry(script: ReplayScript): Promise<ReplayOutcome> {
  const round = randomId('sbx-replay-');
  const call = bet(script, { transactionUuid: randomUUID(), round, amountUnits: baht(10) });
  await script.recorder.once(call, 1);
  await script.recorder.withRetries(call);
  await script.recorder.withRetries(
    win(script, { transactionUuid: randomUUID(), round, amountUnits: baht(25), betTransactionUuid: call.transactionUuid ?? '' }),
  );
  return { expectedDeltaUnits: baht(25 - 10) };
}

/** A bet (10), the session closed, and the win (25) sent later, when the operator's token has expired. */
export async function winAfterClose(script: ReplayScript): Promise<ReplayOutcome> {
  const round = randomId('sbx-replay-');
  const call = bet(script, { transactionUuid: randomUUID(), round, amountUnits: baht(10) });
  await script.recorder.withRetries(call);
  script.closeSession();
  await script.waitBeforeWin();
  await script.recorder.withRetries(
    win(script, { transactionUuid: randomUUID(), round, amountUnits: baht(25), betTransactionUuid: call.transactionUuid ?? '' }),
  );
  return { expectedDeltaUnits: baht(25 - 10) };
}

/** `count` deliveries of one request: about half the same bytes, the rest the same call under a new request_uuid. */
function copies(call: WalletCall, again: (requestUuid: string) => WalletCall, count: number): WalletCall[] {
  return Array.from({ length: count }, (_, index) => (index % 2 === 0 ? call : again(randomUUID())));
}

/**
 * 50 shuffled deliveries in two waves, built so the right balance does not depend on the order:
 * A: bet 10 (wave 1), win 25 (wave 2): +15. B: bet 7 racing its rollback (wave 1): 0 whichever
 * lands first. C: rollback (wave 1) before its bet 5 (wave 2): 0. D: bet 3 (wave 1), win 0
 * (wave 2): -3. Expected change: +12 baht.
 */
export async function storm(script: ReplayScript): Promise<ReplayOutcome> {
  const ids = { a: randomUUID(), b: randomUUID(), c: randomUUID(), d: randomUUID() };
  const round = (name: string) => `${randomId('sbx-storm-')}-${name}`;
  const rounds = { a: round('a'), b: round('b'), c: round('c'), d: round('d') };
  const betA = { transactionUuid: ids.a, round: rounds.a, amountUnits: baht(10) };
  const betB = { transactionUuid: ids.b, round: rounds.b, amountUnits: baht(7) };
  const betC = { transactionUuid: ids.c, round: rounds.c, amountUnits: baht(5) };
  const betD = { transactionUuid: ids.d, round: rounds.d, amountUnits: baht(3) };
  const winA = { transactionUuid: randomUUID(), round: rounds.a, amountUnits: baht(25), betTransactionUuid: ids.a };
  const winD = { transactionUuid: randomUUID(), round: rounds.d, amountUnits: 0, betTransactionUuid: ids.d };
  const rollbackB = { transactionUuid: randomUUID(), round: rounds.b, betTransactionUuid: ids.b };
  const rollbackC = { transactionUuid: randomUUID(), round: rounds.c, betTransactionUuid: ids.c };

  const firstWave = [
    ...copies(bet(script, betA), (uuid) => bet(script, betA, uuid), 7),
    ...copies(bet(script, betD), (uuid) => bet(script, betD, uuid), 6),
    ...copies(bet(script, betB), (uuid) => bet(script, betB, uuid), 6),
    ...copies(rollback(script, rollbackB), (uuid) => rollback(script, rollbackB, uuid), 6),
    ...copies(rollback(script, rollbackC), (uuid) => rollback(script, rollbackC, uuid), 5),
  ];
  const secondWave = [
    ...copies(win(script, winA), (uuid) => win(script, winA, uuid), 7),
    ...copies(win(script, winD), (uuid) => win(script, winD, uuid), 6),
    ...copies(bet(script, betC), (uuid) => bet(script, betC, uuid), 7),
  ];
  for (const wave of [firstWave, secondWave]) await Promise.all(shuffled(wave).map((call) => script.recorder.once(call)));
  return { expectedDeltaUnits: baht(25 - 10 - 3) };
}

export const REPLAY_CASES = {
  'duplicate-delivery': duplicateDelivery,
  'rollback-before-bet': rollbackBeforeBet,
  'timeout-then-retry': timeoutThenRetry,
  'win-after-close': winAfterClose,
  storm,
} as const;

export type ReplayCase = keyof typeof REPLAY_CASES;

export function isReplayCase(name: string): name is ReplayCase {
  return Object.hasOwn(REPLAY_CASES, name);
}
