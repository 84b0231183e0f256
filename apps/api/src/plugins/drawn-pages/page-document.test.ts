import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageDocument, preferredEncoding } from './page-document';

const html = `<!doctype html><html lang="th"><body>${'<p>สวัสดีครับ ยินดีต้อนรับ</p>'.repeat(200)}</body></html>`;

describe('a page document', () => {
  it('is sent in a fifth of its size or less, and opens to the same page, in brotli and in gzip', async () => {
    const page = new PageDocument(html);
    const brotli = await page.encoded('br');
    expect(brotli.length).toBeLessThan(Buffer.byteLength(html) / 5);
    expect(brotliDecompressSync(brotli).toString()).toBe(html);
    expect(gunzipSync(await page.encoded('gzip')).toString()).toBe(html);
  });

  it('is compressed once per encoding, however many visitors ask', async () => {
    const page = new PageDocument(html);
    const [first, second] = await Promise.all([page.encoded('br'), page.encoded('br')]);
    expect(second).toBe(first);
    expect(await page.encoded('br')).toBe(first);
  });
});

describe('the encoding a page is sent in', () => {
  it('is brotli for a browser that accepts it, gzip for one that accepts only gzip, none for one that says nothing', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
  });

  it('keeps to what the header refuses (q=0) and reads * as any coding it does not name', () => {
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('BR;Q=0.5')).toBe('br');
    expect(preferredEncoding('br;q=nonsense, gzip')).toBe('gzip');
  });
});
