import { HOUSE_GAME_CODES, type HouseGameCode } from '@app/contract/house-games/outcome';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { createSessionToken, hashSessionToken } from '../../lib/tokens';
import { GAME_SESSION_MS } from '../provider-wallet/game-sessions.service';
import { newClientSeed, newServerSeed } from './draw';
import {
  findActiveSeed,
  findPlaySession,
  insertPlaySession,
  insertSeedIfNone,
  lockActiveSeed,
  findOpenHiloRound,
  revealSeed,
  type PlaySessionRow,
  type SeedRow,
} from './house-games.repo';
import type { HouseWallet } from './wallet-client';

const isHouseGame = (code: unknown): code is HouseGameCode => typeof code === 'string' && (HOUSE_GAME_CODES as readonly string[]).includes(code);

/** The member's active seed pair, created on first play. */
export async function ensureSeed(db: Database, brandId: string, memberId: string): Promise<SeedRow> {
  await insertSeedIfNone(db, { brandId, memberId, ...newServerSeed(), clientSeed: newClientSeed() });
  const seed = await findActiveSeed(db, memberId);
  if (!seed) throw new Error('no active seed after creating one');
  return seed;
}

/**
 * Begins play from a launch token, as any provider does: the token is exchanged through the
 * signed wallet API for a wallet token, and the game screen gets its own play token.
 */
export async function startPlay(deps: { db: Database; wallet: HouseWallet; now: Date }, brandId: string, launchToken: string) {
  const answer = await deps.wallet.call(brandId, 'authenticate', { launchToken });
  if (!answer.ok)
    throw new AppError(answer.code === 'LAUNCH_TOKEN_INVALID' || answer.code === 'VALIDATION_FAILED' ? 'LAUNCH_TOKEN_INVALID' : 'GAME_UNAVAILABLE');
  const { token: walletToken, playerId, gameCode } = answer.body;
  if (typeof walletToken !== 'string' || typeof playerId !== 'string') throw new AppError('GAME_UNAVAILABLE');
  if (!isHouseGame(gameCode)) throw new AppError('WRONG_GAME');
  const { token, tokenHash } = createSessionToken();
  const expiresAt = new Date(deps.now.getTime() + GAME_SESSION_MS);
  await insertPlaySession(deps.db, { tokenHash, brandId, memberId: playerId, gameCode, walletToken, expiresAt, createdAt: deps.now });
  await ensureSeed(deps.db, brandId, playerId);
  const session = await findPlaySession(deps.db, tokenHash);
  if (!session) throw new Error('the play session just created is missing');
  return { playToken: token, session };
}

/** The play session a play token names, of this brand, unexpired. */
export async function resolvePlay(db: Database, brandId: string, playToken: string, now: Date): Promise<PlaySessionRow> {
  const session = playToken ? await findPlaySession(db, hashSessionToken(playToken)) : undefined;
  if (!session || session.brandId !== brandId || session.expiresAt <= now) throw new AppError('PLAY_TOKEN_INVALID');
  return session;
}

/** Reveals the active server seed and starts a new pair with the member's client seed. */
export async function rotateSeed(db: Database, session: PlaySessionRow, clientSeed: string, now: Date) {
  return runInTransaction(db, async (tx) => {
    const seed = await lockActiveSeed(tx, session.memberId);
    if (!seed) throw new AppError('PLAY_TOKEN_INVALID');
    // A hi-lo round in play still draws cards from this seed: it must end before the seed is shown.
    const open = await findOpenHiloRound(tx, session.memberId, { lock: false });
    if (open) throw new AppError('ROUND_OPEN');
    await revealSeed(tx, seed.id, now);
    // The spin spacing carries over: rotating must not be a way around it.
    await insertSeedIfNone(tx, {
      brandId: session.brandId,
      memberId: session.memberId,
      ...newServerSeed(),
      clientSeed,
      lastSpinAt: seed.lastSpinAt,
      createdAt: now,
    });
    const next = await findActiveSeed(tx, session.memberId);
    if (!next) throw new Error('no active seed after rotating');
    return { revealed: { serverSeed: seed.serverSeed, serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, roundsPlayed: seed.nextNonce }, next };
  });
}
