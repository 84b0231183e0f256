import { z } from 'zod';

/** Videos the operator sets for /auth/media/movie: an https video file or a YouTube or Vimeo embed address. */
export const mediaVideoSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  url: z.string(),
  /** How the web plays it: a <video> element for a file, a frame for an embed. */
  player: z.enum(['file', 'embed']),
  poster: z.string(),
});
export type MediaVideo = z.infer<typeof mediaVideoSchema>;
export const mediaVideoListResponseSchema = z.object({ data: z.array(mediaVideoSchema) });

/** Banners for /auth/media/promotion. */
export const promotionBannerSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  image: z.string(),
  detail: z.string(),
});
export type PromotionBanner = z.infer<typeof promotionBannerSchema>;
export const promotionBannerListResponseSchema = z.object({ data: z.array(promotionBannerSchema) });
