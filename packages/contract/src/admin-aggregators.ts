import { z } from 'zod';

/**
 * The console's view of a brand's aggregator connections (Hub88's Operator API): where its Games
 * API is, the operator id, the keys (the operator's private key is write-only: the console only
 * learns whether one is set), demo play for visitors, the last sync, and how its categories land
 * in the member categories.
 */
export const MEMBER_GAME_CATEGORIES = ['sport', 'casino', 'slot', 'fishing', 'card', 'lotto'] as const;
/** A member category an aggregator's games can land in (the brand's own category codes). */
export type MemberGameCategory = (typeof MEMBER_GAME_CATEGORIES)[number];

export const aggregatorParamsSchema = z.object({ brandId: z.uuid(), providerId: z.uuid() });

export const adminAggregatorSchema = z.object({
  providerId: z.uuid(),
  code: z.string(),
  name: z.string(),
  protocol: z.string(),
  apiUrl: z.string(),
  operatorId: z.number().int(),
  /** The path to register with the aggregator as the wallet endpoint, on the brand's own host. */
  walletPath: z.string(),
  /** The aggregator's public key (PEM): public, shown so it can be checked and kept on an edit. */
  aggregatorPublicKey: z.string(),
  hasOperatorKey: z.boolean(),
  allowsDemo: z.boolean(),
  isEnabled: z.boolean(),
  syncedAt: z.iso.datetime().nullable(),
  syncError: z.string().nullable(),
  categories: z.array(z.object({ aggregatorCategory: z.string(), categoryCode: z.enum(MEMBER_GAME_CATEGORIES) })),
  products: z.array(z.object({ providerId: z.uuid(), code: z.string(), name: z.string(), gameCount: z.number().int() })),
});
export type AdminAggregator = z.infer<typeof adminAggregatorSchema>;
export const adminAggregatorListResponseSchema = z.object({ data: z.array(adminAggregatorSchema) });
export const adminAggregatorResponseSchema = z.object({ data: adminAggregatorSchema });

const pemSchema = (label: string) =>
  z
    .string()
    .trim()
    .max(10_000)
    .regex(/^-----BEGIN [A-Z ]+-----[\s\S]+-----END [A-Z ]+-----$/, `${label}ต้องอยู่ในรูปแบบ PEM (-----BEGIN ...-----)`);

/** `PUT /api/admin/brands/{brandId}/aggregators/hub88` (admin): connects the brand to Hub88, or changes the connection. */
export const saveHub88ConnectionRequestSchema = z.object({
  apiUrl: z
    .string()
    .trim()
    .url('กรุณากรอกที่อยู่ Games API ให้ถูกต้อง')
    .refine((value) => /^https?:\/\//.test(value), { message: 'ต้องเป็นที่อยู่แบบ http หรือ https' }),
  operatorId: z.number().int().min(1, 'กรุณากรอก operator id'),
  aggregatorPublicKey: pemSchema('กุญแจสาธารณะของ Hub88 '),
  /** Write-only; left out, the key already set is kept. */
  operatorPrivateKey: pemSchema('กุญแจส่วนตัวของเว็บไซต์ ').optional(),
  allowsDemo: z.boolean().default(false),
});

/** `PUT .../aggregators/{providerId}/categories` (admin): where each aggregator category lands; takes effect on the next sync. */
export const saveAggregatorCategoriesRequestSchema = z.object({
  categories: z.array(z.object({ aggregatorCategory: z.string().min(1).max(100), categoryCode: z.enum(MEMBER_GAME_CATEGORIES) })).max(500),
});

/** `POST .../aggregators/{providerId}/sync` (admin): the game list now, instead of at the next hourly run. */
export const aggregatorSyncResponseSchema = z.object({
  data: z.object({ products: z.number().int(), games: z.number().int(), unlisted: z.number().int(), aggregator: adminAggregatorSchema }),
});
