import { adminAnnouncementResponseSchema, type createAnnouncementRequestSchema } from '@app/contract/announcements';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { announcementsPath } from './content-paths';
import type { AdminAnnouncement } from './list-announcements';
import type { ApiReply } from '@/lib/api-reply';

export type AnnouncementFields = z.output<typeof createAnnouncementRequestSchema>;

/** `POST /api/admin/brands/{brandId}/announcements` (admin, support). */
export const createAnnouncementApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    createAnnouncement: build.mutation<AdminAnnouncement, { brandId: string; fields: AnnouncementFields }>({
      query: ({ brandId, fields }) => ({ path: announcementsPath(brandId), method: 'POST', body: fields }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminAnnouncementResponseSchema.parse(raw) : (raw as ApiReply<typeof adminAnnouncementResponseSchema>)).data,
      invalidatesTags: ['Content'],
    }),
  }),
});

export const { useCreateAnnouncementMutation } = createAnnouncementApi;
