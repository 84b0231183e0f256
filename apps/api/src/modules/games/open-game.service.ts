import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createSessionToken, hashSessionToken } from '../../lib/tokens';
import type { MemberContext } from '../auth/member-auth.service';
import { createGameSession } from '../provider-wallet/game-sessions.service';
import { consumeLaunchToken, findPlayableGame, insertLaunchToken } from './games.repo';

/** A launch URL is good for two minutes and one opening. */
export const LAUNCH_TOKEN_MS = 2 * 60_000;

/**
 * Opens a game: a launch URL carrying a short-lived, single-use launch token. The provider
 * exchanges it once for the play session's wallet token, so a leaked URL opens nothing later.
 */
export async function openGame(db: Database, member: MemberContext, gameId: string, now: Date) {
  const playable = await findPlayableGame(db, member.brandId, gameId);
  if (!playable) throw new AppError('GAME_NOT_FOUND');
  const { token: launchToken, tokenHash } = createSessionToken();
  const expiresAt = new Date(now.getTime() + LAUNCH_TOKEN_MS);
  await insertLaunchToken(db, {
    tokenHash,
    brandId: member.brandId,
    memberId: member.memberId,
    providerId: playable.provider.id,
    gameCode: playable.game.code,
    expiresAt,
  });
  const base = playable.provider.launchUrl || `/play/${playable.provider.code.toLowerCase()}`;
  const separator = base.includes('?') ? '&' : '?';
  const launchUrl = `${base}${separator}game=${encodeURIComponent(playable.game.code)}&token=${encodeURIComponent(launchToken)}`;
  return { launchUrl, expiresAt: expiresAt.toISOString() };
}

/** The provider's exchange of a launch token (its own, once, within two minutes) for a wallet token. */
export async function exchangeLaunchToken(db: Database, request: { launchToken: string; providerId: string; now: Date }) {
  const launch = await consumeLaunchToken(db, hashSessionToken(request.launchToken), request.now);
  if (!launch || launch.providerId !== request.providerId) throw new AppError('LAUNCH_TOKEN_INVALID');
  const token = await createGameSession(db, { ...launch, now: request.now });
  return { token, memberId: launch.memberId, brandId: launch.brandId, gameCode: launch.gameCode };
}
