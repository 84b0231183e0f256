import { playStateResponseSchema, type playStateSchema } from '@app/contract/house-games/api';
import type { z } from 'zod';
import { baseApi } from '@/lib/base-api';
import { playRequest } from './play-request';
import type { ApiReply } from '@/lib/api-reply';

export type PlayState = z.infer<typeof playStateSchema>;

/**
 * Round answers and seed changes are written straight into the cached state. A state request that
 * was already on its way when one of them landed may carry the state from before it, and must not
 * undo it. The nonce cannot tell which is newer (a hi-lo guess keeps it, a seed change resets it),
 * so the writes are counted per play token, and each request remembers the count it started at.
 */
const writesByPlayToken = new Map<string, number>();
const writesAtRequest = new Map<string, number>();

/** Called by every direct write into the cached play state of `playToken`. */
export function notePlayStateWritten(playToken: string): void {
  writesByPlayToken.set(playToken, (writesByPlayToken.get(playToken) ?? 0) + 1);
}

function isOvertakenByWrite(requestId: string, playToken: string): boolean {
  const writesAtStart = writesAtRequest.get(requestId);
  return writesAtStart !== undefined && (writesByPlayToken.get(playToken) ?? 0) > writesAtStart;
}

/** The balance, seeds, open hi-lo round and next spin time of a play session; a reload resumes from it. */
export const getPlayStateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlayState: build.query<PlayState, string>({
      query: (playToken) => playRequest(playToken, { path: '/api/house/state' }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? playStateResponseSchema.parse(raw) : (raw as ApiReply<typeof playStateResponseSchema>)).data,
      providesTags: ['HousePlay'],
      onQueryStarted(playToken, { requestId, queryFulfilled }) {
        writesAtRequest.set(requestId, writesByPlayToken.get(playToken) ?? 0);
        // Settles after the answer went through `merge`, which only reads the count.
        void queryFulfilled.catch(() => undefined).finally(() => writesAtRequest.delete(requestId));
      },
      // Returning nothing keeps the cached state: a round answered while this request was out is newer.
      merge: (cached, incoming, { arg, requestId }) => (isOvertakenByWrite(requestId, arg) ? undefined : incoming),
    }),
  }),
});

export const { useGetPlayStateQuery } = getPlayStateApi;
