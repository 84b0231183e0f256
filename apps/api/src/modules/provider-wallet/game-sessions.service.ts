import type { Database } from '../../db/client';
import { createSessionToken, hashSessionToken } from '../../lib/tokens';
import { AppError } from '../../lib/app-error';
import { memoCache } from '../../lib/memo-cache';
import { findGameSession, insertGameSession } from './provider-wallet.repo';

/** How long a provider may take bets on a game token. Wins and rollbacks are accepted after it. */
export const GAME_SESSION_MS = 4 * 3_600_000;

/** A new play session for a member with one provider; the token goes to the provider at launch. */
export async function createGameSession(
  db: Database,
  session: { brandId: string; memberId: string; providerId: string; gameCode: string; now: Date },
): Promise<string> {
  const { token, tokenHash } = createSessionToken();
  await insertGameSession(db, {
    tokenHash,
    brandId: session.brandId,
    memberId: session.memberId,
    providerId: session.providerId,
    gameCode: session.gameCode,
    expiresAt: new Date(session.now.getTime() + GAME_SESSION_MS),
    createdAt: session.now,
  });
  return token;
}

/**
 * Game sessions never change once written (nothing revokes them; they only expire, which is
 * checked on every use), so a session read once is kept in memory for the next calls.
 */
const knownSessions = memoCache<Database, NonNullable<Awaited<ReturnType<typeof findGameSession>>>>({ ttlMs: Number.POSITIVE_INFINITY, maxEntries: 20_000 });

/** The session a provider's token names. A bet needs it alive; settlement only needs it to exist. */
export async function resolveGameSession(db: Database, request: { token: string; providerId: string; brandId: string; now: Date; mustBeAlive: boolean }) {
  const tokenHash = hashSessionToken(request.token);
  const session = await knownSessions(db, tokenHash, 0, () => findGameSession(db, tokenHash));
  if (!session || session.providerId !== request.providerId || session.brandId !== request.brandId) throw new AppError('GAME_TOKEN_INVALID');
  if (request.mustBeAlive && session.expiresAt <= request.now) throw new AppError('GAME_TOKEN_EXPIRED');
  return session;
}
