import { Agent, request, type IncomingHttpHeaders } from 'node:http';

export interface PostReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * POSTs over a pool of kept-alive sockets with node:http. The load generator shares the
 * machine's cores with the server it measures, and fetch costs several times more CPU per
 * request than a plain http request, so a bench driven by fetch partly measures fetch.
 */
export function createKeepAliveClient(baseUrl: string, sockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(baseUrl);

  const post = (path: string, headers: Record<string, string>, body: string) =>
    new Promise<PostReply>((resolvePost, rejectPost) => {
      const outgoing = request(
        { agent, hostname, port, path, method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => resolvePost({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') }));
          incoming.on('error', rejectPost);
        },
      );
      outgoing.on('error', rejectPost);
      outgoing.end(body);
    });

  return { post, close: () => agent.destroy() };
}
