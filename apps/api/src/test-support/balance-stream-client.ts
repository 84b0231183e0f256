import { request } from 'node:http';
import { BALANCE_STREAM_PATH } from '@app/contract/live-balance';

/** What a page reading the balance stream has received so far. */
export interface BalanceStreamClient {
  status: number;
  /** The balances received, in order. */
  balances: number[];
  comments: number;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens the balance stream of `token` on a listening server at `baseUrl` (bearer token in the
 * header, as the web app sends it) and keeps reading its events in the background.
 *
 * On a connection of its own (no agent), closed with the stream: Node's fetch opens a spare
 * connection to the server when a stream is aborted, and the test's `app.close()` then waited
 * about 70 s for that connection, which never sends a request (the API's own shutdown cuts such
 * connections: lib/close-server.ts).
 */
export function openBalanceStream(baseUrl: string, token: string | undefined, headers: Record<string, string> = {}): Promise<BalanceStreamClient> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${baseUrl}${BALANCE_STREAM_PATH}`, {
      agent: false,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const client: BalanceStreamClient = { status, balances: [], comments: 0, ended: Promise.resolve(), close: () => outgoing.destroy() };
      if (status < 200 || status >= 300) {
        response.resume();
        resolve(client);
        return;
      }
      let buffered = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffered += chunk;
        for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (block.startsWith(':')) client.comments += 1;
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (/^event: balance$/m.test(block) && data) client.balances.push((JSON.parse(data) as { balanceSatang: number }).balanceSatang);
        }
      });
      // Ends when the server ends the stream, or when the test closes it.
      client.ended = new Promise((ended) => response.on('close', () => ended()));
      resolve(client);
    });
    outgoing.end();
  });
}
