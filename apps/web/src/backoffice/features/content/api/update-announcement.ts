import { adminAnnouncementResponseSchema } from '@app/contract/announcements';
import { backofficeApi } from '@/backoffice/backoffice-api';
import type { AnnouncementFields } from './create-announcement';
import { announcementsPath } from './content-paths';
import type { AdminAnnouncement } from './list-announcements';
import type { ApiReply } from '@/lib/api-reply';

/** `PATCH .../announcements/{announcementId}` (admin, support): the dialog sends every field, so none is left stale. */
export const updateAnnouncementApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    updateAnnouncement: build.mutation<AdminAnnouncement, { brandId: string; announcementId: string; fields: AnnouncementFields }>({
      query: ({ brandId, announcementId, fields }) => ({ path: announcementsPath(brandId, announcementId), method: 'PATCH', body: fields }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminAnnouncementResponseSchema.parse(raw) : (raw as ApiReply<typeof adminAnnouncementResponseSchema>)).data,
      invalidatesTags: ['Content'],
    }),
  }),
});

export const { useUpdateAnnouncementMutation } = updateAnnouncementApi;
