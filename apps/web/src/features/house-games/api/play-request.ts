import { PLAY_TOKEN_HEADER } from '@app/contract/house-games/api';
import type { ApiRequest } from '@/lib/api-client';

/**
 * A call of the house games' API. It carries the play token of this game session and never the
 * member's bearer token: the session was opened by a launch token, and a refused play token must
 * end the game, not sign the member out of the site.
 */
export function playRequest(playToken: string, request: Pick<ApiRequest, 'path' | 'method' | 'body' | 'query'>): ApiRequest {
  return { ...request, headers: { [PLAY_TOKEN_HEADER]: playToken }, isMemberTokenOmitted: true };
}
