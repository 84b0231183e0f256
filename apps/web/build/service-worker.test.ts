import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listShellFiles } from './service-worker';

describe('the app shell the service worker keeps', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('is index.html, what it loads and the woff2 fonts its style sheets name: no lazy screen, no older font format', () => {
    dist = mkdtempSync(join(tmpdir(), 'shell-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      [
        '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/react-dom-B2.js">',
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-400-C3.woff2">',
        '<link rel="stylesheet" crossorigin href="/assets/index-D4.css">',
      ].join('\n'),
    );
    writeFileSync(
      join(dist, 'assets', 'index-D4.css'),
      '@font-face{src:url(/assets/kanit-500-E5.woff2) format("woff2"),url(/assets/kanit-500-F6.woff) format("woff")}',
    );
    writeFileSync(join(dist, 'assets', 'deposit-page-G7.js'), 'export {}');

    expect(listShellFiles(dist).sort()).toEqual([
      'assets/index-A1.js',
      'assets/index-D4.css',
      'assets/kanit-500-E5.woff2',
      'assets/noto-400-C3.woff2',
      'assets/react-dom-B2.js',
      'index.html',
    ]);
  });
});
