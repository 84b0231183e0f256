import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorResponseSchema } from '@app/contract/errors';
import {
  baccaratDealRequestSchema,
  hiloGuessRequestSchema,
  hiloStartRequestSchema,
  PLAY_TOKEN_HEADER,
  playStateResponseSchema,
  rotateSeedRequestSchema,
  rotateSeedResponseSchema,
  roundHistoryQuerySchema,
  roundHistoryResponseSchema,
  roundResponseSchema,
  slotSpinRequestSchema,
  startPlayRequestSchema,
  startPlayResponseSchema,
} from '@app/contract/house-games/api';
import type { HouseGameCode } from '@app/contract/house-games/outcome';
import type { AppServices } from '../../app-services';
import { AppError } from '../../lib/app-error';
import { headerText } from '../../plugins/raw-json-body';
import { findActiveSeed, findOpenHiloRound, findSeed, listRounds, type RoundRow } from './house-games.repo';
import { cashOutHilo, guessHilo, playSingleRound, startHilo, type PlayContext } from './house-play.service';
import { resolvePlay, rotateSeed, startPlay } from './play-sessions.service';
import { finishRounds } from './round-settlement';
import { describeRound, fairnessOf, nextSpinAt } from './round-view';
import type { HouseWallet } from './wallet-client';

const tags = ['house games'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};
const security = [{ playToken: [] }];

/**
 * The house games' own server, the one the game screens at /play/house talk to. It is a provider
 * like any other: it never touches the ledger, and moves money only with signed wallet calls.
 */
export const houseGameRoutes: FastifyPluginAsyncZod<AppServices & { houseWallet: HouseWallet }> = async (app, services) => {
  const { db, houseWallet: wallet } = services;

  async function playContext(request: FastifyRequest, game?: HouseGameCode): Promise<PlayContext> {
    const now = services.clock();
    const session = await resolvePlay(db, request.brand.id, headerText(request, PLAY_TOKEN_HEADER) ?? '', now);
    if (game && session.gameCode !== game) throw new AppError('WRONG_GAME');
    return { db, wallet, brandId: session.brandId, walletToken: session.walletToken, now, session };
  }

  async function playState(context: PlayContext) {
    const [seed, balance, open] = await Promise.all([
      findActiveSeed(db, context.session.memberId),
      wallet.call(context.brandId, 'balance', { token: context.walletToken }),
      findOpenHiloRound(db, context.session.memberId, { lock: false }),
    ]);
    if (!seed || !balance.ok) throw new AppError('GAME_UNAVAILABLE');
    const openSeed = open ? await findSeed(db, open.seedId) : undefined;
    return {
      gameCode: context.session.gameCode as HouseGameCode,
      balanceSatang: balance.balanceSatang,
      fairness: fairnessOf(seed),
      openRound: open && openSeed && open.status === 'placed' ? describeRound(open, openSeed) : null,
      nextSpinAt: nextSpinAt(seed, context.now),
    };
  }

  async function roundReply(context: PlayContext, played: { round: RoundRow; balanceSatang: number }) {
    const active = await findActiveSeed(db, context.session.memberId);
    // Almost always the round was drawn from the active seed; only a rotation in between differs.
    const seed = played.round.seedId === active?.id ? active : await findSeed(db, played.round.seedId);
    if (!seed || !active) throw new AppError('GAME_UNAVAILABLE');
    return {
      data: {
        round: describeRound(played.round, seed),
        balanceSatang: played.balanceSatang,
        fairness: fairnessOf(active),
        nextSpinAt: nextSpinAt(active, context.now),
      },
    };
  }

  app.post('/api/house/session', { schema: { tags, body: startPlayRequestSchema, response: { 200: startPlayResponseSchema, ...errors } } }, async (request) => {
    const now = services.clock();
    const { playToken, session } = await startPlay({ db, wallet, now }, request.brand.id, request.body.launchToken);
    const context: PlayContext = { db, wallet, brandId: session.brandId, walletToken: session.walletToken, now, session };
    // A round a broken connection left behind is finished before new play.
    await finishRounds(context, session.memberId, { cashOutOpenHilo: false });
    return { data: { ...(await playState(context)), playToken, expiresAt: session.expiresAt.toISOString() } };
  });

  app.get('/api/house/state', { schema: { tags, security, response: { 200: playStateResponseSchema, ...errors } } }, async (request) => ({
    data: await playState(await playContext(request)),
  }));

  app.post(
    '/api/house/slot/spin',
    { schema: { tags, security, body: slotSpinRequestSchema, response: { 200: roundResponseSchema, ...errors } } },
    async (request) => {
      const context = await playContext(request, 'house-slot');
      return roundReply(context, await playSingleRound(context, { game: 'house-slot', betSatang: request.body.betSatang }));
    },
  );

  app.post(
    '/api/house/baccarat/deal',
    { schema: { tags, security, body: baccaratDealRequestSchema, response: { 200: roundResponseSchema, ...errors } } },
    async (request) => {
      const context = await playContext(request, 'house-baccarat');
      return roundReply(context, await playSingleRound(context, { game: 'house-baccarat', betSatang: request.body.betSatang, side: request.body.side }));
    },
  );

  app.post(
    '/api/house/hilo/start',
    { schema: { tags, security, body: hiloStartRequestSchema, response: { 200: roundResponseSchema, ...errors } } },
    async (request) => {
      const context = await playContext(request, 'house-hilo');
      return roundReply(context, await startHilo(context, request.body.betSatang));
    },
  );

  app.post(
    '/api/house/hilo/guess',
    { schema: { tags, security, body: hiloGuessRequestSchema, response: { 200: roundResponseSchema, ...errors } } },
    async (request) => {
      const context = await playContext(request, 'house-hilo');
      return roundReply(context, await guessHilo(context, request.body.choice));
    },
  );

  app.post('/api/house/hilo/cashout', { schema: { tags, security, response: { 200: roundResponseSchema, ...errors } } }, async (request) => {
    const context = await playContext(request, 'house-hilo');
    return roundReply(context, await cashOutHilo(context));
  });

  app.post(
    '/api/house/seed/rotate',
    { schema: { tags, security, body: rotateSeedRequestSchema, response: { 200: rotateSeedResponseSchema, ...errors } } },
    async (request) => {
      const context = await playContext(request);
      const { revealed, next } = await rotateSeed(db, context.session, request.body.clientSeed, context.now);
      return { data: { revealed, fairness: fairnessOf(next) } };
    },
  );

  app.get(
    '/api/house/rounds',
    { schema: { tags, security, querystring: roundHistoryQuerySchema, response: { 200: roundHistoryResponseSchema, ...errors } } },
    async (request) => {
      const context = await playContext(request);
      const { page, pageSize } = request.query;
      const { rows, total } = await listRounds(db, context.session.memberId, { limit: pageSize, offset: (page - 1) * pageSize });
      return { data: rows.map(({ round, seed }) => describeRound(round, seed)), meta: { page, pageSize, total } };
    },
  );
};
