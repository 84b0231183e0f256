import { satangToBahtText } from '../lib/money-text';
import { randomId } from '../lib/random';
import { betRefusal, winFields, type ActionAnswer, type PlayContext } from './engine';

/**
 * A round decided at once (a spin, a shot): `transaction/bet`, then `transaction/win` with the
 * same round, naming the bet and closing the round; a loss is a win of 0. The outcome is drawn
 * before the bet but shown only when the bet was taken.
 */
export async function playInstantRound(
  context: PlayContext,
  round: { prefix: string; stakeSatang: number; winSatang: number; outcome: Record<string, unknown> },
): Promise<ActionAnswer> {
  const roundId = randomId(round.prefix);
  const bet = await context.wallet.placeBet({ round: roundId, amountSatang: round.stakeSatang });
  if (bet.kind !== 'accepted') return betRefusal(bet);
  const win = await context.wallet.payWin({ round: roundId, amountSatang: round.winSatang, betTransactionUuid: bet.transactionUuid, isRoundClosed: true });
  return {
    statusCode: 200,
    body: {
      ok: true,
      round: roundId,
      ...round.outcome,
      winSatang: round.winSatang,
      winText: satangToBahtText(round.winSatang),
      ...winFields(win, bet.balanceUnits),
    },
  };
}
