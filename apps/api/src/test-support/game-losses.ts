import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { createGameSession } from '../modules/provider-wallet/game-sessions.service';
import { gameProviders } from '../db/schema/games';
import { findProvider } from '../modules/provider-wallet/provider-wallet.repo';
import { placeBet, settleWin } from '../modules/provider-wallet/provider-wallet.service';

/** Plays one round of an outside provider's game for a member at `now`: a bet and its win. */
export async function playRound(db: Database, brandId: string, memberId: string, round: { betSatang: number; winSatang: number; now: Date }) {
  // Several members may play their first round at once: the provider is created once.
  await db
    .insert(gameProviders)
    .values({ brandId, code: 'JK', name: 'JK Gaming', secret: 'j'.repeat(40) })
    .onConflictDoNothing();
  const provider = await findProvider(db, brandId, 'JK');
  if (!provider) throw new Error('provider JK is missing');
  const token = await createGameSession(db, { brandId, memberId, providerId: provider.id, gameCode: 'slot', now: round.now });
  const context = { db, provider, now: round.now };
  const roundId = randomUUID();
  await placeBet(context, { token, roundId, gameCode: 'slot', transactionId: `${roundId}:bet`, amountSatang: round.betSatang });
  await settleWin(context, { token, roundId, gameCode: 'slot', transactionId: `${roundId}:win`, amountSatang: round.winSatang });
}
