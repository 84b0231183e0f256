import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressBuiltFiles } from './precompress';

describe('compressing the built files once, at build time', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes brotli and gzip copies of the text files that open to the same bytes, and leaves fonts and small files alone', () => {
    dist = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dist, 'assets'));
    const script = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `ข้อความที่ ${index}`))};`;
    writeFileSync(join(dist, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dist, 'index.html'), `<!doctype html>${'<meta name="x" content="y">'.repeat(60)}`);
    writeFileSync(join(dist, 'assets', 'kanit-thai.woff2'), Buffer.alloc(4096, 7));
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');

    const written = compressBuiltFiles(dist).map((entry) => entry.file);

    expect(written.sort()).toEqual([join(dist, 'assets', 'index-abc.js'), join(dist, 'index.html')]);
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'index-abc.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
    expect(readFileSync(join(dist, 'assets', 'index-abc.js.br')).length).toBeLessThan(script.length / 4);
    expect(existsSync(join(dist, 'assets', 'kanit-thai.woff2.br'))).toBe(false);
    expect(existsSync(join(dist, 'favicon.svg.br'))).toBe(false);
  });

  it('compresses only the files it is given when a later build adds them to a finished folder', () => {
    dist = mkdtempSync(join(tmpdir(), 'precompress-'));
    const texts = JSON.stringify(Array.from({ length: 200 }, (_, index) => `ยอดเงิน ${index}`));
    writeFileSync(join(dist, 'app.js'), `export const a = ${texts};`);
    writeFileSync(join(dist, 'paint-balance-early.js'), `var b = ${texts};`);

    const written = compressBuiltFiles(dist, ['paint-balance-early.js']).map((entry) => entry.file);

    expect(written).toEqual([join(dist, 'paint-balance-early.js')]);
    expect(existsSync(join(dist, 'paint-balance-early.js.br'))).toBe(true);
    expect(existsSync(join(dist, 'app.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'app.js.gz'))).toBe(false);
  });
});
