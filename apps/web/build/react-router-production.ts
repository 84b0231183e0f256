import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

/**
 * React Router 7's package exports only its development build (development warnings on, more
 * code) to every bundler, for production too (remix-run/react-router#12532, #14102). Builds take
 * the production build it ships beside it, with this alias; tests and the dev server keep the
 * warnings. `fromDirectory` is where to resolve the package from (the web app's folder).
 */
export function reactRouterProductionAlias(fromDirectory: string): Alias {
  const packageJson = createRequire(join(fromDirectory, 'package.json')).resolve('react-router/package.json');
  return { find: /^react-router$/, replacement: join(dirname(packageJson), 'dist/production/index.mjs') };
}
