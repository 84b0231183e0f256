import { HUB88_DEMO_CURRENCY } from '@app/contract/hub88/games';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { createGameSession, GAME_SESSION_MS } from '../provider-wallet/game-sessions.service';
import type { ProviderRow } from '../provider-wallet/provider-wallet.repo';
import { findAggregatorConnectionCached } from './aggregator-connections.repo';
import { fetchHub88GameUrl, type Hub88Endpoint } from './hub88-games-client';
import { signingKeyFor } from './signing-keys';

/** What the aggregator is told about where the player is: the site's address and the device. */
export interface LaunchContext {
  /** The brand site's origin, for the game's home and deposit buttons. */
  siteOrigin: string;
  clientIp: string;
  isMobile: boolean;
}

async function endpointOf(db: Database, secrets: SecretBox | undefined, aggregatorId: string): Promise<{ endpoint: Hub88Endpoint; allowsDemo: boolean }> {
  const connection = await findAggregatorConnectionCached(db, aggregatorId);
  if (!connection) throw new AppError('GAME_UNAVAILABLE');
  return {
    endpoint: { apiUrl: connection.apiUrl, operatorId: connection.operatorId, signingKey: await signingKeyFor(db, secrets, aggregatorId) },
    allowsDemo: connection.allowsDemo,
  };
}

function placeOf(context: LaunchContext) {
  return {
    platform: context.isMobile ? ('GPL_MOBILE' as const) : ('GPL_DESKTOP' as const),
    lang: 'th',
    country: 'TH',
    ip: context.clientIp,
    lobby_url: `${context.siteOrigin}/auth/games/category?cat=all`,
    deposit_url: `${context.siteOrigin}/auth/deposit`,
  };
}

/**
 * Opens an aggregator's game for a member: a new game session (its token is the one Hub88 will
 * present on every wallet call, the session belonging to the aggregator, whose wallet calls
 * these are), then the landing URL from the Games API in real mode.
 */
export async function openAggregatorGame(
  db: Database,
  secrets: SecretBox | undefined,
  launch: { brandId: string; memberId: string; aggregatorId: string; gameCode: string; now: Date; context: LaunchContext },
) {
  const { endpoint } = await endpointOf(db, secrets, launch.aggregatorId);
  const token = await createGameSession(db, {
    brandId: launch.brandId,
    memberId: launch.memberId,
    providerId: launch.aggregatorId,
    gameCode: launch.gameCode,
    now: launch.now,
  });
  const launchUrl = await fetchHub88GameUrl(endpoint, {
    ...placeOf(launch.context),
    user: launch.memberId,
    token,
    game_code: launch.gameCode,
    currency: 'THB',
  });
  return { launchUrl, expiresAt: new Date(launch.now.getTime() + GAME_SESSION_MS).toISOString() };
}

/** A demo of an aggregator's game for anyone: no token, no user, currency XXX, no money anywhere. */
export async function openAggregatorDemo(db: Database, secrets: SecretBox | undefined, product: ProviderRow, gameCode: string, context: LaunchContext) {
  if (!product.aggregatorId) throw new AppError('GAME_NOT_FOUND');
  const { endpoint, allowsDemo } = await endpointOf(db, secrets, product.aggregatorId);
  if (!allowsDemo) throw new AppError('GAME_NOT_FOUND');
  return { launchUrl: await fetchHub88GameUrl(endpoint, { ...placeOf(context), game_code: gameCode, currency: HUB88_DEMO_CURRENCY }) };
}
