import { baseApi } from '@/lib/base-api';

/** The member closes the notice of a tier change; the level (and the profile's tier) are read again. */
export const closeTierNoticeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    closeTierNotice: build.mutation<null, { memberUuid: string; changeId: string }>({
      query: ({ memberUuid, changeId }) => ({
        path: `/api/auth/user/level/${encodeURIComponent(memberUuid)}/notice/seen`,
        method: 'POST',
        body: { changeId },
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['MemberLevel', 'User']),
    }),
  }),
});

export const { useCloseTierNoticeMutation } = closeTierNoticeApi;
