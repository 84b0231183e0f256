import { announcementListResponseSchema, type Announcement } from '@app/contract/announcements';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** The brand's announcements in force now, newest first, as a signed-in member sees them. */
export const getMemberAnnouncementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberAnnouncements: build.query<Announcement[], void>({
      query: () => ({ path: '/api/auth/announcement' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? announcementListResponseSchema.parse(raw) : (raw as ApiReply<typeof announcementListResponseSchema>)).data,
      providesTags: ['Announcements'],
    }),
  }),
});

export const { useGetMemberAnnouncementsQuery } = getMemberAnnouncementsApi;
