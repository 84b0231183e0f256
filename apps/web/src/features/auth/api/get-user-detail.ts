import { userProfileResponseSchema, type UserProfile } from '@app/contract/user';
import { baseApi } from '@/lib/base-api';

export const getUserDetailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserDetail: build.query<UserProfile, string>({
      query: (uuid) => ({ path: `/api/auth/user/detail/${encodeURIComponent(uuid)}` }),
      transformResponse: (raw: unknown) => userProfileResponseSchema.parse(raw).data,
      providesTags: ['User'],
    }),
  }),
});

export const { useGetUserDetailQuery } = getUserDetailApi;
