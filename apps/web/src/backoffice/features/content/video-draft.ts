import type { AdminMediaVideo } from '@app/contract/admin-settings';

/** What the video dialog holds while the operator types; the order stays text until it is sent. */
export interface VideoDraft {
  title: string;
  url: string;
  posterKey: string;
  sortOrder: string;
  isEnabled: boolean;
}

export type VideoField = keyof VideoDraft;
export const VIDEO_FIELDS: readonly VideoField[] = ['title', 'url', 'posterKey', 'sortOrder', 'isEnabled'];

export function createVideoDraft(video: AdminMediaVideo | null): VideoDraft {
  if (!video) return { title: '', url: '', posterKey: '', sortOrder: '0', isEnabled: true };
  return { title: video.title, url: video.url, posterKey: video.posterKey, sortOrder: String(video.sortOrder), isEnabled: video.isEnabled };
}

/** A whole number of at most seven digits, or null; the contract then checks its range. */
export function parseSortOrder(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The request body for the contract to check; the order has been read by parseSortOrder first. */
export function toVideoRequest(draft: VideoDraft, sortOrder: number) {
  return { title: draft.title, url: draft.url, posterKey: draft.posterKey.trim(), sortOrder, isEnabled: draft.isEnabled };
}
