import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { PageDocument } from './drawn-pages/page-document';
import { registerErrorHandler } from './error-handler';
import { registerWebApp } from './web-app';

describe('the built web app as the server serves it', () => {
  const dist = mkdtempSync(join(tmpdir(), 'member-site-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>site</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/app/router.tsx"]}');
  // What the build's precompress step leaves beside a file (apps/web/build/precompress.ts).
  const bigScript = `console.log("${'สวัสดี'.repeat(400)}");`;
  writeFileSync(join(dist, 'assets', 'app-def456.js'), bigScript);
  writeFileSync(join(dist, 'assets', 'app-def456.js.br'), brotliCompressSync(bigScript));
  writeFileSync(join(dist, 'assets', 'app-def456.js.gz'), gzipSync(bigScript));
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves the hashed assets for a year, and never a source map, even one left in the folder', async () => {
    const app = Fastify();
    expect(await registerWebApp(app, dist)).toBe(true);
    registerErrorHandler(app, { serveWebIndex: true });
    const script = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const map = await app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('router.tsx');
    expect(map.json().error.code).toBe('ROUTE_NOT_FOUND');
    await app.close();
  });

  it('answers a page path with the app, and a missing asset with a 404 rather than the app', async () => {
    const app = Fastify();
    await registerWebApp(app, dist);
    registerErrorHandler(app, { serveWebIndex: true });
    const page = await app.inject({ method: 'GET', url: '/auth/dashboard?tab=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>site</title>');
    expect((await app.inject({ method: 'GET', url: '/assets/index-gone.js' })).statusCode).toBe(404);
    await app.close();
  });

  it("sends the build's brotli copy to a browser that accepts it, and the plain file to one that does not", async () => {
    const app = Fastify();
    await registerWebApp(app, dist);
    const compressed = await app.inject({ method: 'GET', url: '/assets/app-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(bigScript);
    const gzipOnly = await app.inject({ method: 'GET', url: '/assets/app-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/app-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
    await app.close();
  });

  it('makes the browser ask again for every file whose name does not change between releases', async () => {
    const app = Fastify();
    await registerWebApp(app, dist);
    registerErrorHandler(app, { serveWebIndex: true });
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const page = await app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['cache-control']).toBe('no-cache');
    const index = await app.inject({ method: 'GET', url: '/index.html' });
    expect(index.headers['cache-control']).toBe('no-cache');
    await app.close();
  });

  it("sends a page with the brand's preload hints, and the page still when the hints fail", async () => {
    const app = Fastify({ logger: false });
    await registerWebApp(app, dist);
    let failHints = false;
    registerErrorHandler(app, {
      serveWebIndex: true,
      pageLinks: async () => {
        if (failHints) throw new Error('database gone');
        return '</brand-assets/demo/top.svg>; rel=preload; as=image';
      },
    });
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers.link).toBe('</brand-assets/demo/top.svg>; rel=preload; as=image');
    expect(page.body).toContain('<title>site</title>');
    expect((await app.inject({ method: 'GET', url: '/assets/index-gone.js' })).headers.link).toBeUndefined();
    failHints = true;
    const withoutHints = await app.inject({ method: 'GET', url: '/login' });
    expect(withoutHints.statusCode).toBe(200);
    expect(withoutHints.headers.link).toBeUndefined();
    await app.close();
  });

  it("sends a drawn page and the shell with its replies compressed, as the build's own files are", async () => {
    const app = Fastify({ logger: false });
    await registerWebApp(app, dist);
    const drawnHome = `<!doctype html><title>drawn</title><main>${'<p>ยินดีต้อนรับสู่เว็บไซต์</p>'.repeat(300)}</main>`;
    const shell = `<!doctype html><title>shell</title><script type="application/json">${JSON.stringify({ banners: Array.from({ length: 50 }, (_, index) => ({ title: `โปรโมชั่น ${index}` })) })}</script>`;
    registerErrorHandler(app, {
      serveWebIndex: true,
      drawnPages: {
        documentFor: async (request, policy) =>
          request.url === '/' ? { document: new PageDocument(drawnHome), policy: `${policy}; style-src 'sha256-x'` } : undefined,
        shellFor: async () => new PageDocument(shell),
      },
    });
    const home = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers.vary).toMatch(/accept-encoding/i);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['content-security-policy']).toContain("'sha256-x'");
    expect(home.rawPayload.length).toBeLessThan(Buffer.byteLength(drawnHome) / 5);
    expect(brotliDecompressSync(home.rawPayload).toString()).toBe(drawnHome);

    const dashboard = await app.inject({ method: 'GET', url: '/auth/dashboard', headers: { 'accept-encoding': 'gzip' } });
    expect(dashboard.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(dashboard.rawPayload).toString()).toBe(shell);

    const plain = await app.inject({ method: 'GET', url: '/auth/dashboard' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(shell);
    await app.close();
  });

  it('sends the page plain when its compressed copy could not be made, never an error in its place', async () => {
    const app = Fastify({ logger: false });
    await registerWebApp(app, dist);
    class UncompressiblePage extends PageDocument {
      override encoded(): Promise<Buffer> {
        return Promise.reject(new Error('zlib: out of memory'));
      }
    }
    registerErrorHandler(app, {
      serveWebIndex: true,
      drawnPages: { documentFor: async () => undefined, shellFor: async () => new UncompressiblePage('<!doctype html><title>shell</title>') },
    });
    const page = await app.inject({ method: 'GET', url: '/register', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toBe('<!doctype html><title>shell</title>');
    await app.close();
  });
});
