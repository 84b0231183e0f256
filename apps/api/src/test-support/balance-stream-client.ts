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
 * Opens the balance stream of `token` on a listening server at `baseUrl`, as the web app does
 * (fetch with the bearer token in the header), and keeps reading its events in the background.
 */
export async function openBalanceStream(baseUrl: string, token: string | undefined, headers: Record<string, string> = {}): Promise<BalanceStreamClient> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${BALANCE_STREAM_PATH}`, {
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal: controller.signal,
  });
  const client: BalanceStreamClient = { status: response.status, balances: [], comments: 0, ended: Promise.resolve(), close: () => controller.abort() };
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    return client;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  client.ended = (async () => {
    let buffered = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffered += value;
        for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (block.startsWith(':')) client.comments += 1;
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (/^event: balance$/m.test(block) && data) client.balances.push((JSON.parse(data) as { balanceSatang: number }).balanceSatang);
        }
      }
    } catch {
      // Closed by the test.
    }
  })();
  return client;
}
