import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRouteFiles, createRoutePreloadLinks, joinLinks } from './route-preloads';

describe("a landing page's route chunks in its Link header", () => {
  const dist = mkdtempSync(join(tmpdir(), 'member-site-routes-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  writeFileSync(
    join(dist, 'route-preloads.json'),
    JSON.stringify({
      '/auth/dashboard': [
        { href: '/assets/dashboard-abc.js', as: 'script' },
        { href: '/assets/dashboard-abc.css', as: 'style' },
        { href: '/assets/kanit-latin-600-normal-x1.woff2', as: 'font' },
      ],
      '/login': [
        { href: '/assets/login-def.js', as: 'script' },
        { href: 'https://elsewhere.example/evil.js', as: 'script' },
        { href: '/assets/x.js>; rel=prefetch', as: 'script' },
      ],
    }),
  );
  const linksOf = createRoutePreloadLinks(dist);

  it('names the route chunk as a module preload, its style sheet and font as preloads in CORS mode, with or without a query or a trailing slash', () => {
    const expected =
      '</assets/dashboard-abc.js>; rel=modulepreload, </assets/dashboard-abc.css>; rel=preload; as=style; crossorigin, </assets/kanit-latin-600-normal-x1.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin';
    expect(linksOf('/auth/dashboard')).toBe(expected);
    expect(linksOf('/auth/dashboard?tab=games')).toBe(expected);
    expect(linksOf('/auth/dashboard/')).toBe(expected);
  });

  it("leaves out anything that is not one of the build's own assets", () => {
    expect(linksOf('/login')).toBe('</assets/login-def.js>; rel=modulepreload');
  });

  it("gives a drawn page its route's scripts, styles and fonts apart, the build's own assets only", () => {
    const filesOf = createRouteFiles(dist);
    expect(filesOf('/auth/dashboard')).toEqual({
      scripts: ['/assets/dashboard-abc.js'],
      styles: ['/assets/dashboard-abc.css'],
      fonts: ['/assets/kanit-latin-600-normal-x1.woff2'],
    });
    expect(filesOf('/login')).toEqual({ scripts: ['/assets/login-def.js'], styles: [], fonts: [] });
  });

  it('names nothing for another page, or without a build file', () => {
    expect(linksOf('/auth/deposit')).toBeUndefined();
    expect(createRoutePreloadLinks(join(dist, 'missing'))('/auth/dashboard')).toBeUndefined();
  });

  it('joins the brand images and the route chunks into one header', () => {
    expect(joinLinks(['<https://img.example/top.webp>; rel=preload; as=image', linksOf('/login')])).toBe(
      '<https://img.example/top.webp>; rel=preload; as=image, </assets/login-def.js>; rel=modulepreload',
    );
    expect(joinLinks([undefined, undefined])).toBeUndefined();
  });
});
