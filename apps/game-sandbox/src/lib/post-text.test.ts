import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postText, ReplyTimeout } from './post-text';

describe('posting to an operator', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/slow') return;
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => response.end(JSON.stringify({ host: request.headers.host, body })));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('reaches a brand host under .localhost on this machine, keeping the name in Host', async () => {
    const reply = await postText(`http://brand.e2e.localhost:${port}/wallet`, { 'content-type': 'application/json' }, '{"a":1}', 2_000);
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual({ host: `brand.e2e.localhost:${port}`, body: '{"a":1}' });
  });

  it('gives up on a reply that does not come in time', async () => {
    await expect(postText(`http://127.0.0.1:${port}/slow`, {}, '{}', 50)).rejects.toBeInstanceOf(ReplyTimeout);
  });
});
