import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { registerWebApp } from './web-app';

describe('the built web app as the server serves it', () => {
  const dist = mkdtempSync(join(tmpdir(), 'member-site-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>site</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/app/router.tsx"]}');
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
});
