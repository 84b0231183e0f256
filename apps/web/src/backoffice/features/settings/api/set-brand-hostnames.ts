import { brandHostnamesResponseSchema } from '@app/contract/admin-settings';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { brandSettingsPath, SETTINGS_CHANGE_TAGS } from './settings-requests';
import type { ApiReply } from '@/lib/api-reply';

/**
 * `PUT /api/admin/brands/{brandId}/hostnames`: the whole list at once. Answers the list as saved
 * (lower case, repeats once); a name another brand uses is refused with HOSTNAME_TAKEN.
 */
export const setBrandHostnamesApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    setBrandHostnames: build.mutation<string[], { brandId: string; hostnames: string[] }>({
      query: ({ brandId, hostnames }) => ({ path: brandSettingsPath(brandId, 'hostnames'), method: 'PUT', body: { hostnames } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? brandHostnamesResponseSchema.parse(raw) : (raw as ApiReply<typeof brandHostnamesResponseSchema>)).data.hostnames,
      invalidatesTags: [...SETTINGS_CHANGE_TAGS],
    }),
  }),
});

export const { useSetBrandHostnamesMutation } = setBrandHostnamesApi;
