import { announcementListResponseSchema, type Announcement } from '@app/contract/announcements';
import { baseApi } from '@/lib/base-api';

/** The brand's announcements in force now, newest first, as any visitor sees them. */
export const getPublicAnnouncementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicAnnouncements: build.query<Announcement[], void>({
      query: () => ({ path: '/api/announcement' }),
      transformResponse: (raw: unknown) => announcementListResponseSchema.parse(raw).data,
      providesTags: ['Announcements'],
    }),
  }),
});

export const { useGetPublicAnnouncementsQuery } = getPublicAnnouncementsApi;
