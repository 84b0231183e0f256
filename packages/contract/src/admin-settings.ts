import { z } from 'zod';
import { fourEyesPendingChangeSchema } from './admin';
import { commissionRuleSchema } from './affiliate';
import { accountNameSchema, bankAccountSchema } from './registration';
import { bonusSettingsSchema, chatWidgetSettingsSchema, imagePathSchema, websiteStatusSchema } from './settings';

/**
 * The operator console's brand settings, game catalogue and media videos (what used to live only
 * in the database). Writes are admin-only except media videos, which support may edit too.
 * The chat widget, affiliate rule, four-eyes threshold, IP allowlist, website status and images
 * are written through their own endpoints in admin.ts; the settings read shows them all.
 */

// ---------------------------------------------------------------- brand settings

const lossReturnModeSchema = z.enum(['credit', 'claim']);
const lossReturnPeriodSchema = z.enum(['weekly', 'daily']);

/** `GET /api/admin/brands/{brandId}/settings` (admin, finance, support). */
export const brandSettingsSchema = z.object({
  brandId: z.uuid(),
  code: z.string(),
  siteName: z.string(),
  clientId: z.string(),
  accentColor: z.string(),
  hostnames: z.array(z.string()),
  line1Id: z.string(),
  line2Id: z.string(),
  liveScoreUrl: z.string(),
  standingsUrl: z.string(),
  bonus: bonusSettingsSchema,
  chatWidget: chatWidgetSettingsSchema,
  affiliateRule: commissionRuleSchema,
  /** Null: four-eyes is off. */
  fourEyesThresholdSatang: z.number().int().nullable(),
  /** A weaker four-eyes rule waiting for a second admin; null: none. */
  fourEyesPendingChange: fourEyesPendingChangeSchema.nullable(),
  operatorIpAllowlist: z.array(z.string()),
  lossReturnMode: lossReturnModeSchema,
  lossReturnPeriod: lossReturnPeriodSchema,
  isAutoPayoutEnabled: z.boolean(),
  websiteStatus: websiteStatusSchema,
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;
export const brandSettingsResponseSchema = z.object({ data: brandSettingsSchema });

/**
 * Where the live-score and standings frames point: empty (no frame), an https address, or a path
 * on the member site. Backslashes are refused because browsers read "/\host" as "//host".
 */
export function isFrameAddress(value: string): boolean {
  if (value === '') return true;
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return isHttpsAddress(value);
}

function isHttpsAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !/[\s\\]/.test(value);
  } catch {
    return false;
  }
}
const frameAddressSchema = z
  .string()
  .trim()
  .max(500, 'ที่อยู่ยาวเกิน 500 ตัวอักษร')
  .refine(isFrameAddress, { message: 'ต้องเป็นที่อยู่แบบ https หรือพาธภายในเว็บไซต์ที่ขึ้นต้นด้วย /' });

/** A LINE id as members type it to add the account ("@luckysiam"), or empty for none. */
const lineIdSchema = z
  .string()
  .trim()
  .max(40, 'LINE ID ยาวเกิน 40 ตัวอักษร')
  .regex(/^(@?[A-Za-z0-9._-]+)?$/, 'LINE ID ใช้ได้เฉพาะตัวอักษรอังกฤษ ตัวเลข และ . _ - (ขึ้นต้นด้วย @ ได้)');

/**
 * `PATCH /api/admin/brands/{brandId}/settings` (admin): only the fields present change. `bonus`
 * is the whole deposit-bonus setting (both daily periods) at once. A loss-return mode or period
 * applies from the job's next run, which leaves out the days already returned.
 */
const siteNameSchema = z.string().trim().min(1, 'กรุณากรอกชื่อเว็บไซต์').max(100, 'ชื่อเว็บไซต์ยาวเกิน 100 ตัวอักษร');
const clientIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'รหัสไคลเอนต์ใช้ได้เฉพาะตัวอักษรอังกฤษ ตัวเลข _ และ - ไม่เกิน 40 ตัว');
const accentColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'สีต้องอยู่ในรูปแบบ #RRGGBB');

export const updateBrandSettingsRequestSchema = z
  .object({
    siteName: siteNameSchema,
    clientId: clientIdSchema,
    accentColor: accentColorSchema,
    line1Id: lineIdSchema,
    line2Id: lineIdSchema,
    liveScoreUrl: frameAddressSchema,
    standingsUrl: frameAddressSchema,
    bonus: bonusSettingsSchema,
    lossReturnMode: lossReturnModeSchema,
    lossReturnPeriod: lossReturnPeriodSchema,
  })
  .partial();
export type BrandSettingsChanges = z.infer<typeof updateBrandSettingsRequestSchema>;

/** A host name as the brand is reached: lower case, no scheme, port or path. */
const hostnameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/, 'ชื่อโฮสต์ไม่ถูกต้อง (เช่น www.example.com ไม่ต้องมี https:// หรือพอร์ต)');

/**
 * `PUT /api/admin/brands/{brandId}/hostnames` (admin): the brand's whole list, at least one. A
 * host name another brand uses is refused with 409 HOSTNAME_TAKEN; repeats are kept once.
 */
export const brandHostnamesSchema = z.object({
  hostnames: z.array(hostnameSchema).min(1, 'ต้องมีชื่อโฮสต์อย่างน้อยหนึ่งชื่อ').max(50, 'ชื่อโฮสต์ได้ไม่เกิน 50 ชื่อ'),
});
export const brandHostnamesResponseSchema = z.object({ data: z.object({ hostnames: z.array(z.string()) }) });

// ---------------------------------------------------------------- new brands

/** The loss-return column of the tier table a new brand starts with (spec section 9): the default one, or the one for two brands (5/5/7/9/10). */
export const BRAND_TIER_PRESETS = ['default', 'two_brands'] as const;
export const brandTierPresetSchema = z.enum(BRAND_TIER_PRESETS);
export type BrandTierPreset = z.infer<typeof brandTierPresetSchema>;

/** The account members transfer deposits to; more can be added later only in the database. */
export const receivingAccountSchema = bankAccountSchema.and(z.object({ accountName: accountNameSchema }));
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;

/**
 * `POST /api/admin/brands` (admins for all brands): a brand, live on its host names as soon as it
 * is answered. `logo` is an image as a data URL (PNG, JPEG, WebP or GIF, at most 2 MB), kept like
 * an uploaded one; without it the site shows its name until one is uploaded. The other images
 * start as the default art.
 */
export const createBrandRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, 'รหัสแบรนด์ใช้ได้เฉพาะตัวอักษรอังกฤษ ตัวเลข และ - ไม่เกิน 40 ตัว'),
  siteName: siteNameSchema,
  clientId: clientIdSchema,
  accentColor: accentColorSchema,
  hostnames: brandHostnamesSchema.shape.hostnames,
  line1Id: lineIdSchema.default(''),
  line2Id: lineIdSchema.default(''),
  tierPreset: brandTierPresetSchema.default('default'),
  logo: z.string().min(1).optional(),
  receivingAccount: receivingAccountSchema.optional(),
});
export type CreateBrandRequest = z.input<typeof createBrandRequestSchema>;
export type NewBrandSettings = z.output<typeof createBrandRequestSchema>;

// ---------------------------------------------------------------- game providers

export const gameProviderParamsSchema = z.object({ brandId: z.uuid(), providerId: z.uuid() });

/**
 * A provider as the console shows it. The signing secret is never sent back: `hasSecret` and at
 * most its last four characters let an operator tell which secret is set.
 */
export const adminGameProviderSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  walletType: z.enum(['seamless', 'transfer']),
  protocol: z.string(),
  launchUrl: z.string(),
  isEnabled: z.boolean(),
  hasSecret: z.boolean(),
  secretLastFour: z.string().max(4),
  gameCount: z.number().int(),
});
export type AdminGameProvider = z.infer<typeof adminGameProviderSchema>;
export const adminGameProviderListResponseSchema = z.object({ data: z.array(adminGameProviderSchema) });
export const adminGameProviderResponseSchema = z.object({ data: adminGameProviderSchema });

/** Shared with the provider out of band; it signs every wallet call (HMAC), so it is stored as given. */
const providerSecretSchema = z
  .string()
  .min(32, 'รหัสลับต้องยาวอย่างน้อย 32 ตัวอักษร')
  .max(256, 'รหัสลับยาวเกิน 256 ตัวอักษร')
  .regex(/^[\x21-\x7e]+$/, 'รหัสลับใช้ได้เฉพาะตัวอักษรอังกฤษ ตัวเลข และเครื่องหมาย ไม่มีช่องว่าง');
/** Where a game opens (the launch token and game code are added): an https address, or empty for the house games' own page. */
const launchUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || isHttpsAddress(value), { message: 'ต้องเป็นที่อยู่แบบ https' });
const providerNameSchema = z.string().trim().min(1, 'กรุณากรอกชื่อผู้ให้บริการ').max(100);

/** `POST /api/admin/brands/{brandId}/game-providers` (admin). `protocol` names a wire format the API speaks. */
export const createGameProviderRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{2,20}$/, 'รหัสผู้ให้บริการใช้ตัวพิมพ์ใหญ่ ตัวเลข หรือ _ 2-20 ตัว'),
  name: providerNameSchema,
  secret: providerSecretSchema,
  walletType: z.enum(['seamless', 'transfer']).default('seamless'),
  protocol: z.string().trim().min(1).max(40).default('generic'),
  launchUrl: launchUrlSchema.default(''),
  isEnabled: z.boolean().default(true),
});

/** `PATCH .../game-providers/{providerId}` (admin): `secret` is write-only and replaces the old one. */
export const updateGameProviderRequestSchema = z
  .object({ name: providerNameSchema, isEnabled: z.boolean(), secret: providerSecretSchema, launchUrl: launchUrlSchema })
  .partial();

// ---------------------------------------------------------------- games

export const gameParamsSchema = z.object({ brandId: z.uuid(), gameId: z.uuid() });

/** `GET /api/admin/brands/{brandId}/games?category=&providerId=&page=`: every game, enabled or not, 100 a page by default. */
export const adminGameQuerySchema = z.object({
  /** Part of the game's name or code, in any letter case. */
  q: z.string().trim().max(100).optional(),
  category: z.string().trim().max(40).optional(),
  providerId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(100),
});

export const adminGameSchema = z.object({
  id: z.uuid(),
  providerId: z.uuid(),
  providerCode: z.string(),
  category: z.string(),
  code: z.string(),
  name: z.string(),
  imageKey: z.string(),
  isHot: z.boolean(),
  isEnabled: z.boolean(),
  sortOrder: z.number().int(),
});
export type AdminGame = z.infer<typeof adminGameSchema>;
export const adminGameListResponseSchema = z.object({
  data: z.array(adminGameSchema),
  meta: z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    /** Every category code the brand's games use, whatever the filters: what the category filter offers. */
    categories: z.array(z.string()),
  }),
});
export const adminGameResponseSchema = z.object({ data: adminGameSchema });

/** `PATCH /api/admin/brands/{brandId}/games/{gameId}` (admin). */
export const updateGameRequestSchema = z.object({ isEnabled: z.boolean(), isHot: z.boolean(), sortOrder: z.number().int().min(0).max(1_000_000) }).partial();

// ---------------------------------------------------------------- media videos

export const mediaVideoParamsSchema = z.object({ brandId: z.uuid(), videoId: z.uuid() });

/**
 * A video as the console shows it. `player` is how the member page plays `url`; null marks an
 * address stored before this check that the member page leaves out.
 */
export const adminMediaVideoSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  url: z.string(),
  player: z.enum(['file', 'embed']).nullable(),
  posterKey: z.string(),
  sortOrder: z.number().int(),
  isEnabled: z.boolean(),
});
export type AdminMediaVideo = z.infer<typeof adminMediaVideoSchema>;
export const adminMediaVideoListResponseSchema = z.object({ data: z.array(adminMediaVideoSchema) });
export const adminMediaVideoResponseSchema = z.object({ data: adminMediaVideoSchema });

const videoFieldsSchema = z.object({
  title: z.string().trim().min(1, 'กรุณากรอกชื่อวิดีโอ').max(120, 'ชื่อวิดีโอยาวเกิน 120 ตัวอักษร'),
  /** An https video file (.mp4, .webm, .m3u8), a path on the site to one, or a YouTube/Vimeo embed address; the API checks it. */
  url: z.string().trim().min(1, 'กรุณากรอกที่อยู่วิดีโอ').max(500),
  posterKey: z.union([z.literal(''), imagePathSchema]),
  sortOrder: z.number().int().min(0).max(1_000_000),
  isEnabled: z.boolean(),
});
/** `POST /api/admin/brands/{brandId}/media-videos` (admin, support). */
export const createMediaVideoRequestSchema = videoFieldsSchema.extend({
  posterKey: videoFieldsSchema.shape.posterKey.default(''),
  sortOrder: videoFieldsSchema.shape.sortOrder.default(0),
  isEnabled: videoFieldsSchema.shape.isEnabled.default(true),
});
/** `PATCH .../media-videos/{videoId}` (admin, support): no defaults, so a partial change keeps the rest. */
export const updateMediaVideoRequestSchema = videoFieldsSchema.partial();
