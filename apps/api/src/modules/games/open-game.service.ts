import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createSessionToken, hashSessionToken } from '../../lib/tokens';
import type { MemberContext } from '../auth/member-auth.service';
import type { SecretBox } from '../../lib/secret-box';
import { openAggregatorDemo, openAggregatorGame, type LaunchContext } from '../aggregators/aggregator-launch.service';
import { createGameSession } from '../provider-wallet/game-sessions.service';
import { consumeLaunchToken, findPlayableGame, insertLaunchToken } from './games.repo';

/** A launch URL is good for two minutes and one opening. */
export const LAUNCH_TOKEN_MS = 2 * 60_000;

/**
 * Opens a game: a launch URL carrying a short-lived, single-use launch token. The provider
 * exchanges it once for the play session's wallet token, so a leaked URL opens nothing later.
 */
export async function openGame(
  db: Database,
  member: MemberContext,
  gameId: string,
  now: Date,
  aggregator: { secrets: SecretBox | undefined; context: LaunchContext },
) {
  const playable = await findPlayableGame(db, member.brandId, gameId);
  if (!playable) throw new AppError('GAME_NOT_FOUND');
  // An aggregator's game opens at the URL its Games API gives for a new session.
  if (playable.provider.aggregatorId) {
    return openAggregatorGame(db, aggregator.secrets, {
      brandId: member.brandId,
      memberId: member.memberId,
      aggregatorId: playable.provider.aggregatorId,
      gameCode: playable.game.code,
      now,
      context: aggregator.context,
    });
  }
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

/** A demo of a game visitors may try (GET /api/games/demo lists them). */
export async function openDemoGame(db: Database, brandId: string, gameId: string, aggregator: { secrets: SecretBox | undefined; context: LaunchContext }) {
  const playable = await findPlayableGame(db, brandId, gameId);
  if (!playable?.game.hasDemo) throw new AppError('GAME_NOT_FOUND');
  return openAggregatorDemo(db, aggregator.secrets, playable.provider, playable.game.code, aggregator.context);
}
