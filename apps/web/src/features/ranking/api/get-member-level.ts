import { levelResponseSchema } from '@app/contract/levels';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** The member's tier, the progress toward the next one, and the brand's whole tier table. */
export type MemberLevel = ReturnType<typeof levelResponseSchema.parse>['data'];

export const getMemberLevelApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberLevel: build.query<MemberLevel, string>({
      query: (memberUuid) => ({ path: `/api/auth/user/level/${encodeURIComponent(memberUuid)}` }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? levelResponseSchema.parse(raw) : (raw as ApiReply<typeof levelResponseSchema>)).data,
      providesTags: ['MemberLevel'],
    }),
  }),
});

export const { useGetMemberLevelQuery } = getMemberLevelApi;
