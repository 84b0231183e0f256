import { CLIENT_HEADER } from '@app/contract/client-header-names';
import { detectPlatform } from './platform';

/** The headers that name the caller on every call: its platform, channel and web build. */
export function buildClientHeaders(userAgent: string): Record<string, string> {
  return {
    [CLIENT_HEADER.platform]: detectPlatform(userAgent),
    [CLIENT_HEADER.channel]: 'web',
    [CLIENT_HEADER.webVersion]: __WEB_VERSION__,
  };
}

/**
 * Every header of a call to the API: the app's calls (lib/api-client.ts) and the balance the
 * dashboard's frame asks for before the app (early/paint-balance-early.ts) are sent alike.
 */
export function buildCallHeaders({ userAgent, token, hasBody }: { userAgent: string; token: string | null; hasBody: boolean }): Headers {
  const headers = new Headers(buildClientHeaders(userAgent));
  headers.set('Accept', 'application/json');
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}
