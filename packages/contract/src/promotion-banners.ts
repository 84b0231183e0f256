import { z } from 'zod';
import { isHttpsAddress, isPromotionBannerLink, isSitePath } from './banner-links';

/**
 * The promotion banner carousel at the top of the home page and the member dashboard. Operators
 * (admin and support) manage it in the console's Content screen. A banner's picture is either an
 * uploaded file, kept as a brand image and served from the site's own brand image path, or an
 * https address; a banner with a link opens it when tapped. A banner shows while it is enabled and
 * now is within its optional start and end.
 */

export const PROMOTION_BANNER_TITLE_MAX = 100;
export const PROMOTION_BANNER_ADDRESS_MAX = 500;
export const PROMOTION_BANNER_SORT_ORDER_MAX = 1_000_000;

export { isHttpsAddress, isPromotionBannerLink, isSitePath };

// ---------------------------------------------------------------- the member site

/** A banner as the member site shows it; `imageUrl` is a path of the site or an https address. */
export const publicPromotionBannerSchema = z.object({
  id: z.uuid(),
  /** The picture's text alternative, in Thai. */
  title: z.string(),
  imageUrl: z.string(),
  link: z.string().nullable(),
});
export type PublicPromotionBanner = z.infer<typeof publicPromotionBannerSchema>;

/** `GET /api/promotion-banners` (no login; the brand of the host name): the banners showing now, in order. */
export const publicPromotionBannerListResponseSchema = z.object({ data: z.array(publicPromotionBannerSchema) });

// ---------------------------------------------------------------- the console

export const promotionBannerParamsSchema = z.object({ brandId: z.uuid(), bannerId: z.uuid() });

/** A banner as the console shows it: every field, whether it shows now or not. */
export const adminPromotionBannerSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The brand image path of an uploaded file, or the https address the operator entered. */
  imageUrl: z.string(),
  link: z.string().nullable(),
  sortOrder: z.number().int(),
  /** Null: shown from the moment it is enabled. */
  startsAt: z.iso.datetime().nullable(),
  /** Null: shown until it is disabled or deleted. */
  endsAt: z.iso.datetime().nullable(),
  isEnabled: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminPromotionBanner = z.infer<typeof adminPromotionBannerSchema>;
export const adminPromotionBannerListResponseSchema = z.object({ data: z.array(adminPromotionBannerSchema) });
export const adminPromotionBannerResponseSchema = z.object({ data: adminPromotionBannerSchema });

/**
 * The picture of a new banner, or the one that replaces a banner's picture. An upload is a data URL
 * (`data:image/png;base64,...`), as brand images are uploaded: the server checks it as it checks
 * those (type, first bytes, 2 MB, decoded whole) and answers BRAND_IMAGE_INVALID or
 * BRAND_IMAGE_TOO_LARGE, so the schema only bounds the text.
 */
export const promotionBannerImageSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('upload'), dataUrl: z.string().min(1, 'กรุณาเลือกไฟล์รูป') }),
  z.object({
    source: z.literal('url'),
    url: z
      .string()
      .trim()
      .min(1, 'กรุณาใส่ที่อยู่รูป')
      .max(PROMOTION_BANNER_ADDRESS_MAX, 'ที่อยู่รูปยาวเกิน 500 ตัวอักษร')
      .refine(isHttpsAddress, { message: 'ที่อยู่รูปต้องเป็นที่อยู่แบบ https://' }),
  }),
]);
export type PromotionBannerImage = z.infer<typeof promotionBannerImageSchema>;

const bannerFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'กรุณากรอกชื่อแบนเนอร์')
    .max(PROMOTION_BANNER_TITLE_MAX, `ชื่อแบนเนอร์ยาวเกิน ${String(PROMOTION_BANNER_TITLE_MAX)} ตัวอักษร`),
  link: z
    .string()
    .trim()
    .max(PROMOTION_BANNER_ADDRESS_MAX, 'ลิงก์ยาวเกิน 500 ตัวอักษร')
    .refine(isPromotionBannerLink, { message: 'ลิงก์ต้องเป็นพาธในเว็บไซต์ที่ขึ้นต้นด้วย / หรือที่อยู่แบบ https://' })
    .nullable(),
  sortOrder: z.number().int().min(0).max(PROMOTION_BANNER_SORT_ORDER_MAX),
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  isEnabled: z.boolean(),
});
const ENDS_BEFORE_START = { message: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม', path: ['endsAt'] };
const endsAfterStart = (value: { startsAt?: string | null; endsAt?: string | null }) =>
  !value.startsAt || !value.endsAt || Date.parse(value.endsAt) > Date.parse(value.startsAt);

/** `POST /api/admin/brands/{brandId}/promotion-banners` (admin, support). */
export const createPromotionBannerRequestSchema = bannerFieldsSchema
  .extend({
    link: bannerFieldsSchema.shape.link.default(null),
    sortOrder: bannerFieldsSchema.shape.sortOrder.default(0),
    startsAt: bannerFieldsSchema.shape.startsAt.default(null),
    endsAt: bannerFieldsSchema.shape.endsAt.default(null),
    isEnabled: bannerFieldsSchema.shape.isEnabled.default(true),
    image: promotionBannerImageSchema,
  })
  .refine(endsAfterStart, ENDS_BEFORE_START);

/**
 * `PATCH .../promotion-banners/{bannerId}` (admin, support): only the fields present change, and
 * `image` only when the picture is replaced. No defaults, so a partial change keeps the rest.
 */
export const updatePromotionBannerRequestSchema = bannerFieldsSchema
  .partial()
  .extend({ image: promotionBannerImageSchema.optional() })
  .refine(endsAfterStart, ENDS_BEFORE_START);
