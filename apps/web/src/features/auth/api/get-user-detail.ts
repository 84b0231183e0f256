import { userProfileResponseSchema, type UserProfile } from '@app/contract/user';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

export const getUserDetailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserDetail: build.query<UserProfile, string>({
      query: (uuid) => ({ path: `/api/auth/user/detail/${encodeURIComponent(uuid)}` }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? userProfileResponseSchema.parse(raw) : (raw as ApiReply<typeof userProfileResponseSchema>)).data,
      providesTags: ['User'],
    }),
  }),
});

export const { useGetUserDetailQuery } = getUserDetailApi;
