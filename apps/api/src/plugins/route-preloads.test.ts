import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRoutePreloadLinks, joinLinks } from './route-preloads';

describe("a landing page's route chunks in its Link header", () => {
  const dist = mkdtempSync(join(tmpdir(), 'member-site-routes-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  writeFileSync(
    join(dist, 'route-preloads.json'),
    JSON.stringify({
      '/auth/dashboard': [
        { href: '/assets/dashboard-abc.js', as: 'script' },
        { href: '/assets/dashboard-abc.css', as: 'style' },
      ],
      '/login': [
        { href: '/assets/login-def.js', as: 'script' },
        { href: 'https://elsewhere.example/evil.js', as: 'script' },
        { href: '/assets/x.js>; rel=prefetch', as: 'script' },
      ],
    }),
  );
  const linksOf = createRoutePreloadLinks(dist);

  it('names the route chunk as a module preload and its style sheet as a style preload, with or without a query or a trailing slash', () => {
    const expected = '</assets/dashboard-abc.js>; rel=modulepreload, </assets/dashboard-abc.css>; rel=preload; as=style; crossorigin';
    expect(linksOf('/auth/dashboard')).toBe(expected);
    expect(linksOf('/auth/dashboard?tab=games')).toBe(expected);
    expect(linksOf('/auth/dashboard/')).toBe(expected);
  });

  it("leaves out anything that is not one of the build's own assets", () => {
    expect(linksOf('/login')).toBe('</assets/login-def.js>; rel=modulepreload');
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
