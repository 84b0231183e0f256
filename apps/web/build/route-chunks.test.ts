import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { findRoutePreloads } from './route-chunks';

/** A bundle's chunk with the fields the plugin reads. */
function chunk(fileName: string, fields: { isEntry?: boolean; facadeModuleId?: string; imports?: string[]; css?: string[] }) {
  return {
    type: 'chunk',
    fileName,
    isEntry: fields.isEntry ?? false,
    facadeModuleId: fields.facadeModuleId ?? null,
    imports: fields.imports ?? [],
    viteMetadata: { importedCss: new Set(fields.css ?? []), importedAssets: new Set() },
  };
}

describe("the landing routes' chunks the server names", () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/index-1.js', { isEntry: true, imports: ['assets/react-1.js'] }),
      chunk('assets/react-1.js', {}),
      chunk('assets/dashboard-1.js', {
        facadeModuleId: '/repo/apps/web/src/app/routes/auth/dashboard.tsx',
        imports: ['assets/react-1.js', 'assets/credit-1.js'],
        css: ['assets/dashboard-1.css'],
      }),
      chunk('assets/credit-1.js', { css: ['assets/credit-1.css'] }),
      { type: 'asset', fileName: 'assets/kanit-latin-600-normal-Ab1.woff2' },
      { type: 'asset', fileName: 'assets/kanit-latin-500-normal-Cd2.woff2' },
    ].map((entry) => [entry.fileName, entry]),
  ) as unknown as Rolldown.OutputBundle;
  const balanceFont = [/^assets\/kanit-latin-600-normal-[\w-]+\.woff2$/];

  it("lists the route's chunk, the chunks it imports that the entry does not load, and their style sheets", () => {
    expect(findRoutePreloads(bundle, { '/auth/dashboard': 'src/app/routes/auth/dashboard.tsx' }, {})).toEqual({
      '/auth/dashboard': [
        { href: '/assets/dashboard-1.js', as: 'script' },
        { href: '/assets/credit-1.js', as: 'script' },
        { href: '/assets/dashboard-1.css', as: 'style' },
        { href: '/assets/credit-1.css', as: 'style' },
      ],
    });
  });

  it('adds the font files a landing route names, after its scripts and styles', () => {
    const preloads = findRoutePreloads(bundle, { '/auth/dashboard': 'src/app/routes/auth/dashboard.tsx' }, { '/auth/dashboard': balanceFont });
    expect(preloads['/auth/dashboard']?.at(-1)).toEqual({ href: '/assets/kanit-latin-600-normal-Ab1.woff2', as: 'font' });
    expect(preloads['/auth/dashboard']?.filter((preload) => preload.as === 'font')).toHaveLength(1);
  });

  it('fails the build when a landing route has no chunk of its own, or a font it names is not in the build', () => {
    expect(() => findRoutePreloads(bundle, { '/': 'src/app/routes/home.tsx' }, {})).toThrow(/no chunk of its own/);
    expect(() =>
      findRoutePreloads(
        bundle,
        { '/auth/dashboard': 'src/app/routes/auth/dashboard.tsx' },
        { '/auth/dashboard': [/^assets\/kanit-latin-700-normal-[\w-]+\.woff2$/] },
      ),
    ).toThrow(/expected one font file/);
  });
});
