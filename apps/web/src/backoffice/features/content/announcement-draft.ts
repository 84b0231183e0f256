import type { AdminAnnouncement } from './api/list-announcements';
import { fromBangkokInputValue, toBangkokInputValue } from './bangkok-time';

/** What the announcement dialog holds while the operator types: text exactly as typed. */
export interface AnnouncementDraft {
  title: string;
  body: string;
  isPopup: boolean;
  /** Bangkok wall-clock time, as a datetime-local input gives it. */
  startsAt: string;
  /** Empty while the announcement has no end. */
  endsAt: string;
}

export type AnnouncementField = keyof AnnouncementDraft;
export const ANNOUNCEMENT_FIELDS: readonly AnnouncementField[] = ['title', 'body', 'isPopup', 'startsAt', 'endsAt'];

/** A new announcement starts now and has no end; an existing one is shown as stored. */
export function createAnnouncementDraft(announcement: AdminAnnouncement | null, now: Date): AnnouncementDraft {
  if (!announcement) return { title: '', body: '', isPopup: false, startsAt: toBangkokInputValue(now.toISOString()), endsAt: '' };
  return {
    title: announcement.title,
    body: announcement.body,
    isPopup: announcement.isPopup,
    startsAt: toBangkokInputValue(announcement.startsAt),
    endsAt: announcement.endsAt ? toBangkokInputValue(announcement.endsAt) : '',
  };
}

/**
 * The request body for the contract to check. An unreadable time is sent on as typed so that the
 * contract's check names its field; the dialog has already asked for a start time.
 */
export function toAnnouncementRequest(draft: AnnouncementDraft) {
  return {
    title: draft.title,
    body: draft.body,
    isPopup: draft.isPopup,
    startsAt: fromBangkokInputValue(draft.startsAt) ?? draft.startsAt,
    endsAt: draft.endsAt === '' ? null : (fromBangkokInputValue(draft.endsAt) ?? draft.endsAt),
  };
}

export type AnnouncementStatus = 'scheduled' | 'showing' | 'ended';

/** Where an announcement stands now: the member site shows only the ones `showing`. */
export function announcementStatus(announcement: Pick<AdminAnnouncement, 'startsAt' | 'endsAt'>, now: Date): AnnouncementStatus {
  if (Date.parse(announcement.startsAt) > now.getTime()) return 'scheduled';
  if (announcement.endsAt && Date.parse(announcement.endsAt) <= now.getTime()) return 'ended';
  return 'showing';
}
