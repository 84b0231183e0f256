import { announcementListResponseSchema, type Announcement } from '@app/contract/announcements';
import { baseApi } from '@/lib/base-api';

/** The brand's announcements in force now, newest first, as a signed-in member sees them. */
export const getMemberAnnouncementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberAnnouncements: build.query<Announcement[], void>({
      query: () => ({ path: '/api/auth/announcement' }),
      transformResponse: (raw: unknown) => announcementListResponseSchema.parse(raw).data,
      providesTags: ['Announcements'],
    }),
  }),
});

export const { useGetMemberAnnouncementsQuery } = getMemberAnnouncementsApi;
