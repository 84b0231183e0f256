import { adminAnnouncementListResponseSchema } from '@app/contract/announcements';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { announcementsPath } from './content-paths';
import type { ApiReply } from '@/lib/api-reply';

export type AdminAnnouncement = z.infer<typeof adminAnnouncementListResponseSchema>['data'][number];

/** `GET /api/admin/brands/{brandId}/announcements`: every announcement of the brand, past and future. */
export const listAnnouncementsApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listAnnouncements: build.query<AdminAnnouncement[], string>({
      query: (brandId) => ({ path: announcementsPath(brandId) }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminAnnouncementListResponseSchema.parse(raw) : (raw as ApiReply<typeof adminAnnouncementListResponseSchema>)).data,
      providesTags: ['Content'],
    }),
  }),
});

export const { useListAnnouncementsQuery } = listAnnouncementsApi;
