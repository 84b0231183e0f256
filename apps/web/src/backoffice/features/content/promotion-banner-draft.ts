import type { AdminPromotionBanner, PromotionBannerImage } from '@app/contract/promotion-banners';
import { fromBangkokInputValue, toBangkokInputValue } from './bangkok-time';

export type BannerImageMode = 'upload' | 'url';

/** The picture part of the dialog: the way chosen, the file chosen (as a data URL) and the address typed. */
export interface BannerImageDraft {
  mode: BannerImageMode;
  fileDataUrl: string | null;
  url: string;
}

/** What the banner dialog holds while the operator types: text exactly as typed. */
export interface PromotionBannerDraft {
  title: string;
  /** Empty while the banner leads nowhere. */
  link: string;
  sortOrder: string;
  /** Bangkok wall-clock time, as a datetime-local input gives it; empty: no bound. */
  startsAt: string;
  endsAt: string;
  isEnabled: boolean;
  image: BannerImageDraft;
}

export type PromotionBannerField = keyof PromotionBannerDraft;
export const PROMOTION_BANNER_FIELDS: readonly PromotionBannerField[] = ['title', 'link', 'sortOrder', 'startsAt', 'endsAt', 'isEnabled', 'image'];

const isHttps = (imageUrl: string) => imageUrl.startsWith('https://');

/**
 * A new banner is shown at once and has no end; an existing one is shown as stored, its picture
 * kept until a file is chosen or another address typed (an address is shown for editing).
 */
export function createPromotionBannerDraft(banner: AdminPromotionBanner | null): PromotionBannerDraft {
  if (!banner) {
    return { title: '', link: '', sortOrder: '0', startsAt: '', endsAt: '', isEnabled: true, image: { mode: 'upload', fileDataUrl: null, url: '' } };
  }
  return {
    title: banner.title,
    link: banner.link ?? '',
    sortOrder: String(banner.sortOrder),
    startsAt: banner.startsAt ? toBangkokInputValue(banner.startsAt) : '',
    endsAt: banner.endsAt ? toBangkokInputValue(banner.endsAt) : '',
    isEnabled: banner.isEnabled,
    image: isHttps(banner.imageUrl) ? { mode: 'url', fileDataUrl: null, url: banner.imageUrl } : { mode: 'upload', fileDataUrl: null, url: '' },
  };
}

/**
 * The picture to send: the chosen file or the typed address, whichever way is open in the dialog.
 * Undefined when nothing new was given: an existing banner then keeps its picture.
 */
export function pickBannerImage(image: BannerImageDraft, currentImageUrl: string | null): PromotionBannerImage | undefined {
  if (image.mode === 'upload') return image.fileDataUrl ? { source: 'upload', dataUrl: image.fileDataUrl } : undefined;
  const url = image.url.trim();
  if (url === '' || url === currentImageUrl) return undefined;
  return { source: 'url', url };
}

/**
 * The request body for the contract to check; the order has been read by parseSortOrder first. An
 * unreadable time is sent on as typed so that the contract's check names its field.
 */
export function toPromotionBannerRequest(draft: PromotionBannerDraft, sortOrder: number, image: PromotionBannerImage | undefined) {
  const time = (value: string) => (value === '' ? null : (fromBangkokInputValue(value) ?? value));
  return {
    title: draft.title,
    link: draft.link.trim() === '' ? null : draft.link,
    sortOrder,
    startsAt: time(draft.startsAt),
    endsAt: time(draft.endsAt),
    isEnabled: draft.isEnabled,
    ...(image ? { image } : {}),
  };
}

export type PromotionBannerStatus = 'hidden' | 'scheduled' | 'showing' | 'ended';

/** Where a banner stands now: the member site's carousel shows only the ones `showing`. */
export function promotionBannerStatus(banner: Pick<AdminPromotionBanner, 'isEnabled' | 'startsAt' | 'endsAt'>, now: Date): PromotionBannerStatus {
  if (!banner.isEnabled) return 'hidden';
  if (banner.startsAt && Date.parse(banner.startsAt) > now.getTime()) return 'scheduled';
  if (banner.endsAt && Date.parse(banner.endsAt) <= now.getTime()) return 'ended';
  return 'showing';
}
