import { backofficeApi } from '@/backoffice/backoffice-api';
import { announcementsPath } from './content-paths';

/** `DELETE .../announcements/{announcementId}` (admin, support): it leaves the member site at once. */
export const deleteAnnouncementApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    deleteAnnouncement: build.mutation<null, { brandId: string; announcementId: string }>({
      query: ({ brandId, announcementId }) => ({ path: announcementsPath(brandId, announcementId), method: 'DELETE' }),
      transformResponse: () => null,
      invalidatesTags: ['Content'],
    }),
  }),
});

export const { useDeleteAnnouncementMutation } = deleteAnnouncementApi;
