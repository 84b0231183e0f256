import Piscina from 'piscina';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog } from '@app/contract/errors';
import { createFundedMember } from '../../test-support/fixtures';
import { hugeHeaderPng, inflationBombPng, truncatedPng } from '../../test-support/image-bombs';
import { slipPayload, slipPngBase64 } from '../../test-support/slip-images';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * How many QR searches `work` handed to the reader's worker threads (slip-qr-image.ts). The pool's
 * `run` is wrapped for the call and put back after, rather than mocked: API test files share
 * their modules (docs/testing.md), and the wrapper keeps nothing of the pages it passes on.
 */
async function countSearchesSentToWorkers<T>(work: () => Promise<T>): Promise<{ result: T; searches: number }> {
  const run = Piscina.prototype.run;
  let searches = 0;
  Piscina.prototype.run = function (this: Piscina, ...args: Parameters<typeof run>) {
    searches += 1;
    return run.apply(this, args);
  };
  try {
    const result = await work();
    return { result, searches };
  } finally {
    Piscina.prototype.run = run;
  }
}

/**
 * Images built to hurt the server: a 1 MB PNG whose header says 1x1 and whose data inflates to
 * 1 GiB, a plain white 4896x4896 PNG (23 KB, 24 million pixels), files that are not images.
 * Before, the first cost seconds of the event loop and 1.5 GB of memory, and the second held up
 * every request for one to two and a half seconds.
 */
describe('slip images that are not honest slips', () => {
  let t: TestApp;
  let brandId: string;
  let bomb: string;
  let whitePage: string;
  beforeAll(async () => {
    t = await createTestApp({ SLIP_IMAGE_LIMIT: '12' });
    brandId = (await t.services.brands.resolveHostname('localhost')).id;
    bomb = inflationBombPng().toString('base64');
    whitePage = (
      await sharp({ create: { width: 4896, height: 4896, channels: 3, background: '#ffffff' } })
        .png({ compressionLevel: 9 })
        .toBuffer()
    ).toString('base64');
  });
  afterAll(() => t.close());

  async function member() {
    const password = 'member-password-1';
    const { member: row } = await createFundedMember(t.database.db, brandId, { password });
    const token: string = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: row.username, password } })).json().token;
    return {
      post: (path: string, payload: Record<string, unknown>) =>
        t.app.inject({ method: 'POST', url: `/api/auth/slip/${path}`, payload, headers: bearer(token) }),
      /** A request for review, with the amount and time the member typed. */
      sendForReview: (image: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/slip/request-deposit',
          payload: { image, amountSatang: 100_00, transferredAt: t.clock.now().toISOString() },
          headers: bearer(token),
        }),
      requests: async () => (await t.app.inject({ method: 'GET', url: '/api/auth/slip/my/request', headers: bearer(token) })).json().data as unknown[],
    };
  }

  const expectRefusal = (response: { statusCode: number; body: string }, code: keyof typeof errorCatalog) => {
    expect(response.statusCode, response.body).toBe(errorCatalog[code].status);
    expect(JSON.parse(response.body).error).toEqual({ code, message: errorCatalog[code].message });
  };

  it('refuses the inflation bomb with a Thai error on every slip call, and keeps nothing', async () => {
    const m = await member();
    expectRefusal(await m.post('verify', { image: bomb }), 'SLIP_UNREADABLE');
    expectRefusal(await m.post('confirm', { image: bomb }), 'SLIP_UNREADABLE');
    // A request for review keeps a whole image only: the bomb is a 1x1 picture carrying a
    // gigabyte of data it does not need, which is not a picture an operator can review.
    expectRefusal(await m.sendForReview(bomb), 'SLIP_UNREADABLE');
    expect(await m.requests()).toEqual([]);
  });

  it('leaves the event loop free while bombs and huge pages are being decoded', async () => {
    const members = await Promise.all([member(), member(), member(), member()]);
    // Event-loop utilisation: the share of the time the loop was busy rather than waiting.
    // Decoding these pages on the loop would keep it busy for seconds (near 1). Off the loop it
    // still parses the 8 bodies' base64 and answers them, a share a slow or busy machine
    // stretches (0.34 alone, up to 0.53 in CI), so the bound sits above that. It cannot tell
    // the QR search's place (0.71 with the search on the loop): the count of searches handed
    // to the worker threads does, one per white page (the bombs are refused before any search).
    const before = performance.eventLoopUtilization();
    const { result: answers, searches } = await countSearchesSentToWorkers(() =>
      Promise.all(members.flatMap((m) => [m.post('verify', { image: bomb }), m.post('verify', { image: whitePage })])),
    );
    const busy = performance.eventLoopUtilization(before).utilization;
    expect(answers.map((answer) => answer.json().error.code)).toEqual(Array(8).fill('SLIP_UNREADABLE'));
    expect((await t.app.inject({ method: 'GET', url: '/api/setting' })).statusCode).toBe(200);
    expect(busy).toBeLessThan(0.8);
    expect(searches).toBe(4);
  });

  it('keeps for review only whole PNG and JPEG images', async () => {
    const m = await member();
    const notImages = [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<html><body>slip</body></html>'),
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
      Buffer.from('GIF89a............'),
    ];
    for (const bytes of notImages) expectRefusal(await m.sendForReview(bytes.toString('base64')), 'SLIP_IMAGE_INVALID');
    expectRefusal(await m.sendForReview(hugeHeaderPng().toString('base64')), 'SLIP_IMAGE_INVALID');
    expectRefusal(await m.sendForReview(truncatedPng().toString('base64')), 'SLIP_UNREADABLE');
    expect(await m.requests()).toEqual([]);
  });

  it('keeps at most 3 requests of one member waiting for an operator, even sent together', async () => {
    const m = await member();
    const image = await slipPngBase64(slipPayload('004', '20261121000000000077'));
    const sent = await Promise.all(Array.from({ length: 5 }, () => m.sendForReview(image)));
    expect(sent.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 409, 409]);
    expectRefusal(sent.find((response) => response.statusCode === 409) ?? sent[0]!, 'SLIP_REQUESTS_PENDING_LIMIT');
    expect(await m.requests()).toHaveLength(3);
  });

  it('lets one member send 12 slip images per 10 minutes, however they are sent', async () => {
    const m = await member();
    const other = await member();
    const image = await slipPngBase64('https://example.test/not-a-slip');
    const answers = await Promise.all(Array.from({ length: 14 }, () => m.post('verify', { image })));
    const codes = answers.map((answer) => answer.json().error.code).sort();
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(2);
    expect((await m.post('confirm', { image })).json().error.code).toBe('RATE_LIMITED');
    // Another member is not held up, and a QR the camera already read costs no image.
    expect((await other.post('verify', { image })).json().error.code).toBe('SLIP_UNREADABLE');
    expect((await m.post('verify', { qrPayload: 'not-a-slip-payload-at-all' })).json().error.code).not.toBe('RATE_LIMITED');
    t.clock.advanceMs(11 * 60_000);
    expect((await m.post('verify', { image })).json().error.code).toBe('SLIP_UNREADABLE');
  });
});
