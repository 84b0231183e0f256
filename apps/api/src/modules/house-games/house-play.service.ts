import type { HiloChoice } from '@app/contract/house-games/hilo';
import type { RoundInput } from '@app/contract/house-games/outcome';
import { SLOT_MIN_SPIN_GAP_MS } from '@app/contract/house-games/slot';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { drawOutcome } from './draw';
import { advanceNonce, findOpenHiloRound, findSeed, insertRound, lockActiveSeed, moveRound, type PlaySessionRow, type RoundRow } from './house-games.repo';
import { closeHiloRound, payRound, voidRound, type SettlementContext } from './round-settlement';

/**
 * Playing a house round: the outcome is drawn and recorded first (so the seed, nonce and result
 * are fixed before any money moves), then the bet goes through the wallet, then the win.
 */

export interface PlayContext extends SettlementContext {
  session: PlaySessionRow;
}

/** Wallet refusals the member can act on; anything else is the game being unavailable. */
function refusalFor(answer: { code: string; message?: string; until?: Date }): AppError {
  const { code } = answer;
  if (code === 'INSUFFICIENT_FUNDS') return new AppError('INSUFFICIENT_FUNDS');
  // The wallet's message names the limit the member set and when it starts again.
  if (code === 'LIMIT_REACHED') return new AppError('LIMIT_REACHED', { message: answer.message, until: answer.until });
  if (code === 'GAME_TOKEN_EXPIRED' || code === 'GAME_TOKEN_INVALID') return new AppError('PLAY_TOKEN_INVALID');
  return new AppError('GAME_UNAVAILABLE');
}

async function recordRound(context: PlayContext, input: RoundInput): Promise<RoundRow> {
  const { session, now } = context;
  return runInTransaction(context.db, async (tx) => {
    const seed = await lockActiveSeed(tx, session.memberId);
    if (!seed) throw new AppError('PLAY_TOKEN_INVALID');
    const isSlot = input.game === 'house-slot';
    if (isSlot && seed.lastSpinAt && now.getTime() - seed.lastSpinAt.getTime() < SLOT_MIN_SPIN_GAP_MS) throw new AppError('SPIN_TOO_SOON');
    if (input.game === 'house-hilo' && (await findOpenHiloRound(tx, session.memberId, { lock: false }))) throw new AppError('ROUND_OPEN');
    const outcome = drawOutcome({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nextNonce }, input);
    await advanceNonce(tx, seed, isSlot ? now : null);
    return insertRound(tx, {
      brandId: session.brandId,
      memberId: session.memberId,
      seedId: seed.id,
      nonce: seed.nextNonce,
      gameCode: input.game,
      betSatang: input.betSatang,
      winSatang: outcome.winSatang,
      status: 'pending',
      input,
      outcome,
      createdAt: now,
    });
  });
}

/** Sends the round's bet. A clear refusal marks the round refused; no answer leaves it to be rolled back. */
async function placeBet(context: PlayContext, round: RoundRow): Promise<number> {
  const answer = await context.wallet.call(context.brandId, 'bet', {
    token: context.walletToken,
    transactionId: `${round.id}:bet`,
    roundId: round.id,
    gameCode: round.gameCode,
    amountSatang: round.betSatang,
  });
  if (answer.ok) return answer.balanceSatang;
  if (answer.status >= 400 && answer.status < 500) {
    await moveRound(context.db, round.id, ['pending'], { status: 'refused', winSatang: 0, settledAt: context.now });
  } else {
    await voidRound(context, round).catch(() => undefined);
  }
  throw refusalFor(answer);
}

/** A slot spin or a baccarat hand: drawn, bet, paid. */
export async function playSingleRound(context: PlayContext, input: Extract<RoundInput, { game: 'house-slot' | 'house-baccarat' }>) {
  const round = await recordRound(context, input);
  await placeBet(context, round);
  const closing = await moveRound(context.db, round.id, ['pending'], { status: 'closing' });
  if (!closing) throw new AppError('GAME_UNAVAILABLE');
  return payRound(context, closing);
}

export async function startHilo(context: PlayContext, betSatang: number) {
  const round = await recordRound(context, { game: 'house-hilo', betSatang, choices: [] });
  const balanceSatang = await placeBet(context, round);
  const placed = await moveRound(context.db, round.id, ['pending'], { status: 'placed' });
  if (!placed) throw new AppError('GAME_UNAVAILABLE');
  return { round: placed, balanceSatang };
}

/** One guess: the next card is drawn from the same nonce; a wrong guess or the limit ends the round. */
export async function guessHilo(context: PlayContext, choice: HiloChoice) {
  const moved = await runInTransaction(context.db, async (tx) => {
    const round = await findOpenHiloRound(tx, context.session.memberId, { lock: true });
    if (!round || round.status !== 'placed' || round.input.game !== 'house-hilo') throw new AppError('NO_OPEN_ROUND');
    const seed = await findSeed(tx, round.seedId);
    if (!seed) throw new Error(`round ${round.id} names a missing seed`);
    const input = { ...round.input, choices: [...round.input.choices, choice] };
    const outcome = drawOutcome({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: round.nonce }, input);
    const isOver = outcome.game === 'house-hilo' && outcome.hilo.status !== 'open';
    return moveRound(tx, round.id, ['placed'], { status: isOver ? 'closing' : 'placed', input, outcome, winSatang: outcome.winSatang });
  });
  if (!moved) throw new AppError('NO_OPEN_ROUND');
  if (moved.status === 'closing') return payRound(context, moved);
  const balance = await context.wallet.call(context.brandId, 'balance', { token: context.walletToken });
  // The guess is saved either way; the screen reloads the state when the balance cannot be read.
  if (!balance.ok) throw new AppError('GAME_UNAVAILABLE');
  return { round: moved, balanceSatang: balance.balanceSatang };
}

export async function cashOutHilo(context: PlayContext) {
  const round = await findOpenHiloRound(context.db, context.session.memberId, { lock: false });
  if (!round || round.status !== 'placed') throw new AppError('NO_OPEN_ROUND');
  return closeHiloRound(context, round);
}
