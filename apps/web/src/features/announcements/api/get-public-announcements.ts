import { announcementListResponseSchema, type Announcement } from '@app/contract/announcements';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** The brand's announcements in force now, newest first, as any visitor sees them. */
export const getPublicAnnouncementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicAnnouncements: build.query<Announcement[], void>({
      query: () => ({ path: '/api/announcement' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? announcementListResponseSchema.parse(raw) : (raw as ApiReply<typeof announcementListResponseSchema>)).data,
      providesTags: ['Announcements'],
    }),
  }),
});

export const { useGetPublicAnnouncementsQuery } = getPublicAnnouncementsApi;
