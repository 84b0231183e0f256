import { buildClientHeaders } from './client-headers';
import { failureFromResponse, readJson, type ApiFailure } from './api-client';
import { createEventStreamParser, type ServerSentEvent } from './event-stream-parser';
import { readStoredToken } from './session-storage';

/** How a stream ended: the server closed it, refused it (with the API's failure), or the connection was lost. */
export type EventStreamEnd = { kind: 'ended' } | { kind: 'refused'; failure: ApiFailure } | { kind: 'lost' };

/**
 * Holds a server-sent-events stream of the member API open with the member's bearer token in the
 * Authorization header, as every other call sends it, and calls `onEvent` for each event until
 * the stream ends or `signal` aborts. Never throws.
 */
export async function readMemberEventStream(
  path: string,
  { signal, onEvent, fetchFn = globalThis.fetch }: { signal: AbortSignal; onEvent: (event: ServerSentEvent) => void; fetchFn?: typeof fetch },
): Promise<EventStreamEnd> {
  const headers = new Headers(buildClientHeaders(navigator.userAgent));
  headers.set('Accept', 'text/event-stream');
  const token = readStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    const response = await fetchFn(path, { headers, signal, cache: 'no-store' });
    if (!response.ok || !response.body) return { kind: 'refused', failure: failureFromResponse(response.status, await readJson(response)) };
    const read = createEventStreamParser(onEvent);
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return { kind: 'ended' };
      read(decoder.decode(value, { stream: true }));
    }
  } catch {
    return { kind: 'lost' };
  }
}
