import type { AdminMediaVideo } from '@app/contract/admin-settings';
import type { OperatorRole } from '@app/contract/admin';
import { screen } from '@testing-library/react';
import type { StubbedError } from '@/test/deposit-stub';
import { renderAppAt } from '@/test/render-app';
import { adminOperator, financeOperator, storeOperatorForTest, supportOperator } from '@/backoffice/test/console-stub';
import { collectionOf, stubCollections } from '@/backoffice/test/collection-stub';
import type { AdminAnnouncement } from '../api/list-announcements';

const OPERATORS = { admin: adminOperator, finance: financeOperator, support: supportOperator };

export function createAnnouncement(overrides: Partial<AdminAnnouncement> = {}): AdminAnnouncement {
  return {
    id: crypto.randomUUID(),
    title: 'แจ้งปิดปรับปรุงระบบธนาคาร',
    body: 'ธนาคารกสิกรไทยปิดปรับปรุงระบบคืนนี้ 23:00 - 01:00 น.',
    isPopup: true,
    // 22 พ.ย. 2569 00:30 in Bangkok; long past, so the announcement is showing.
    startsAt: '2026-11-21T17:30:00.000Z',
    endsAt: null,
    createdAt: '2026-11-21T17:00:00.000Z',
    updatedAt: '2026-11-21T17:00:00.000Z',
    ...overrides,
  };
}

export function createVideo(overrides: Partial<AdminMediaVideo> = {}): AdminMediaVideo {
  return {
    id: crypto.randomUUID(),
    title: 'วิธีฝากเงิน',
    url: 'https://cdn.example/deposit.mp4',
    player: 'file',
    posterKey: '',
    sortOrder: 1,
    isEnabled: true,
    ...overrides,
  };
}

/** The API answers times in UTC whatever offset they were sent with. */
function asStored(announcement: AdminAnnouncement): AdminAnnouncement {
  const { startsAt, endsAt } = announcement;
  return { ...announcement, startsAt: new Date(startsAt).toISOString(), endsAt: endsAt === null ? null : new Date(endsAt).toISOString() };
}

export interface ContentStubOptions {
  announcements?: AdminAnnouncement[];
  videos?: AdminMediaVideo[];
  refuseAnnouncements?: (method: string) => StubbedError | null;
  refuseVideos?: (method: string) => StubbedError | null;
}

/** Opens /backoffice/content as an operator of the role, over in-memory announcements and videos. */
export async function openContent(role: OperatorRole, options: ContentStubOptions = {}, path = '/backoffice/content') {
  storeOperatorForTest(OPERATORS[role]);
  const announcements = options.announcements ?? [];
  const videos = options.videos ?? [];
  const stub = stubCollections([
    collectionOf<AdminAnnouncement>({
      name: 'announcements',
      rows: announcements,
      create: (body) => asStored({ ...createAnnouncement(), ...body }),
      change: (row, body) => asStored({ ...row, ...body }),
      refuse: (method) => options.refuseAnnouncements?.(method) ?? null,
    }),
    collectionOf<AdminMediaVideo>({
      name: 'media-videos',
      rows: videos,
      create: (body) => ({ ...createVideo(), ...body }),
      refuse: (method) => options.refuseVideos?.(method) ?? null,
    }),
  ]);
  const rendered = renderAppAt(path);
  await screen.findByRole('heading', { name: 'ข่าวสารและวิดีโอ', level: 1 });
  return { ...stub, ...rendered, announcements, videos };
}
