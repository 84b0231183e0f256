import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog } from '@app/contract/errors';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Errors raised before a route runs (by Node's HTTP parser or by the router) keep the API's one
 * shape, {error:{code,message}}, and never echo what the client sent. Sent over a real socket:
 * Node answers an oversized header block itself, outside Fastify's injection.
 */
function sendRaw(port: number, head: string): Promise<{ status: number; body: string; raw: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let raw = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      raw += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [header = '', body = ''] = raw.split('\r\n\r\n');
      resolve({ status: Number(header.split(' ')[1]), body: Buffer.from(body, 'latin1').toString('utf8'), raw });
    });
    socket.write(`${head}Host: localhost\r\nConnection: close\r\n\r\n`);
  });
}

describe('errors from the HTTP parser and the router', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const marker = 'echo-me-not';
  const cases = [
    { name: 'a malformed percent-encoding', head: `GET /api/auth/user/${marker}%E0%A4%A HTTP/1.1\r\n`, code: 'VALIDATION_FAILED' },
    { name: 'a path parameter past the router limit (414)', head: `GET /api/auth/user/${marker}${'a'.repeat(5000)} HTTP/1.1\r\n`, code: 'URI_TOO_LONG' },
    { name: 'a header block past 16 KB (431)', head: `GET /api/setting?${marker} HTTP/1.1\r\nX-Filler: ${'a'.repeat(20_000)}\r\n`, code: 'HEADERS_TOO_LARGE' },
    { name: 'a request line the parser refuses (400)', head: `GET /api/setting?${marker} HTTP/1.1 extra\r\n`, code: 'VALIDATION_FAILED' },
  ] as const;

  it.each(cases)('$name answers {error:{code,message}} in Thai, without the URL', async ({ head, code }) => {
    const response = await sendRaw(port, head);
    expect(response.status, response.raw.slice(0, 300)).toBe(errorCatalog[code].status);
    expect(JSON.parse(response.body)).toEqual({ error: { code, message: errorCatalog[code].message } });
    expect(response.raw).not.toContain(marker);
  });
});
