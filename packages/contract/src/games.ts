import { z } from 'zod';

/** The categories of the specification; the member area opens on sport. */
export const GAME_CATEGORY_CODES = ['sport', 'casino', 'fishing', 'card', 'lotto', 'hot'] as const;
export const gameCategoryCodeSchema = z.enum(GAME_CATEGORY_CODES);
export const DEFAULT_GAME_CATEGORY = 'sport';

export const gameCategorySchema = z.object({
  code: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
});
export const gameCategoryListResponseSchema = z.object({ data: z.array(gameCategorySchema) });

export const gameSchema = z.object({
  uuid: z.uuid(),
  providerCode: z.string(),
  category: z.string(),
  code: z.string(),
  name: z.string(),
  imageKey: z.string(),
  /** The aggregator's thumbnail (an absolute URL); null for games drawn by the site itself (imageKey). */
  thumbnailUrl: z.string().nullable(),
  isHot: z.boolean(),
  /** When the game came out (YYYY-MM-DD), when known. */
  releasedOn: z.string().nullable(),
});
export type Game = z.infer<typeof gameSchema>;

/** How a list is ordered: the operator's lobby order, or the newest release first. */
export const GAME_LIST_ORDERS = ['lobby', 'newest'] as const;

/** `hot` lists the games flagged hot in every category; `search` matches names, in any case. */
export const gameListRequestSchema = z.object({
  category: z.string().max(40).optional(),
  provider: z.string().max(20).optional(),
  search: z.string().trim().max(60).optional(),
  order: z.enum(GAME_LIST_ORDERS).default('lobby'),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(30),
});
export const gameListResponseSchema = z.object({
  data: z.array(gameSchema),
  meta: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
});
export const gamesOfCategoryResponseSchema = z.object({ data: z.array(gameSchema) });
export const gameCategoryParamsSchema = z.object({ gameCate: z.string().max(40) });

export const openGameRequestSchema = z.object({ gameId: z.uuid() });

/** `GET /api/auth/user/game/recent`: the games the member opened last, newest first. */
export const recentGamesResponseSchema = z.object({ data: z.array(gameSchema) });

/**
 * `GET /api/games/demo` (public): the games visitors may try in demo mode, where the brand
 * allows it; `POST /api/games/demo {gameId}` opens one (no money moves in demo mode).
 */
export const demoGameListResponseSchema = z.object({ data: z.array(gameSchema) });
export const openDemoGameResponseSchema = z.object({ data: z.object({ launchUrl: z.string() }) });
export const openGameResponseSchema = z.object({
  data: z.object({ launchUrl: z.string(), expiresAt: z.iso.datetime() }),
});

/** The provider's first call after launch: the single-use launch token for the wallet token. */
export const providerAuthenticateRequestSchema = z.object({ launchToken: z.string().min(16).max(200) });
export const providerAuthenticateResponseSchema = z.object({
  token: z.string(),
  playerId: z.uuid(),
  gameCode: z.string(),
  balanceSatang: z.number().int(),
  currency: z.literal('THB'),
});

/** The brand's enabled providers; slot providers get a tile each on the dashboard (/auth/games/slot/{code}). */
export const gameProviderSchema = z.object({
  code: z.string(),
  name: z.string(),
  walletType: z.enum(['seamless', 'transfer']),
  /** The provider's logo for its tile; empty when it has none. */
  logoUrl: z.string(),
  /** The categories it has games members can open in, such as ['slot']: the dashboard's slot tiles are the providers with slots. */
  categories: z.array(z.string()),
});
export const gameProviderListResponseSchema = z.object({ data: z.array(gameProviderSchema) });

/**
 * `POST /api/auth/user/game/cashOut`: brings the member's money home from a provider. For a
 * transfer-wallet provider that is its wallet's balance; for the house provider it closes every
 * open round (an open hi-lo round is cashed out at its current multiplier). Without
 * `providerCode`, every provider the member played.
 */
export const cashOutRequestSchema = z.object({
  providerCode: z
    .string()
    .regex(/^[A-Z0-9_]{2,20}$/)
    .optional(),
});
export const cashOutResponseSchema = z.object({
  data: z.object({ closedRounds: z.number().int(), balanceSatang: z.number().int() }),
});
