import { z } from 'zod';

/**
 * Hub88's Games API, which the operator calls with bodies signed by its own key
 * (https://docs.hub88.io/developer-docs/operator-api-reference/games-api). Errors come back as
 * `{error}` with 400/401/403/404/500 (.../operator-api-overview/error-codes).
 */
export const HUB88_GAME_LIST_PATH = '/operator/generic/v2/game/list';
export const HUB88_GAME_URL_PATH = '/operator/generic/v2/game/url';

/** For DEMO mode the operator passes "currency":"XXX" and leaves out token and user. */
export const HUB88_DEMO_CURRENCY = 'XXX';

export const HUB88_PLATFORMS = ['GPL_DESKTOP', 'GPL_MOBILE'] as const;

export const hub88GameListRequestSchema = z.object({ operator_id: z.number().int() });

/**
 * One game of the list. The operator reads only what it shows or needs; the other fields Hub88
 * sends (volatility, rtp, features, ...) pass through untouched.
 */
export const hub88GameSchema = z
  .object({
    name: z.string().min(1).max(200),
    game_code: z.string().min(1).max(100),
    product: z.string().min(1).max(100),
    category: z.string().max(100),
    enabled: z.boolean(),
    url_thumb: z.string().max(2000).nullish(),
    url_background: z.string().max(2000).nullish(),
    platforms: z.array(z.string()).optional(),
    demo_game_support: z.boolean().optional(),
    release_date: z.string().nullish(),
  })
  .loose();
export type Hub88Game = z.infer<typeof hub88GameSchema>;

export const hub88GameListResponseSchema = z.array(hub88GameSchema);

export const hub88GameUrlRequestSchema = z.object({
  user: z.string().min(3).optional(),
  token: z.string().min(10).max(255).optional(),
  sub_partner_id: z.string().optional(),
  platform: z.enum(HUB88_PLATFORMS),
  operator_id: z.number().int(),
  meta: z.record(z.string(), z.unknown()).optional(),
  lobby_url: z.string().max(255).optional(),
  lang: z.string().optional(),
  ip: z.string().optional(),
  game_code: z.string().min(1),
  deposit_url: z.string().optional(),
  currency: z.string().min(1),
  game_currency: z.string().optional(),
  country: z.string().optional(),
});
export type Hub88GameUrlRequest = z.infer<typeof hub88GameUrlRequestSchema>;

export const hub88GameUrlResponseSchema = z.object({ url: z.string().min(1) });

export const hub88ErrorResponseSchema = z.object({ error: z.string() });
