import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRAMEWORK_MODULE, FRAMEWORK_PACKAGES } from './framework-chunk';

describe("the framework's own file", () => {
  it('takes the modules of React, React Router, Redux Toolkit and i18next', () => {
    for (const id of [
      '/repo/node_modules/react/cjs/react.production.js',
      '/repo/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/repo/node_modules/react-router/dist/production/index.mjs',
      '/repo/node_modules/@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs',
      '/repo/node_modules/i18next/dist/esm/i18next.js',
      'C:\\repo\\node_modules\\react-i18next\\dist\\es\\index.js',
    ]) {
      expect(FRAMEWORK_MODULE.test(id), id).toBe(true);
    }
  });

  it('leaves out what only some screens load, and the site’s own code', () => {
    for (const id of [
      '/repo/node_modules/zod/v4/classic/schemas.js',
      '/repo/node_modules/qrcode/lib/browser.js',
      '/repo/node_modules/react-qr-code/lib/index.js',
      '/repo/node_modules/@fontsource/kanit/index.css',
      '/repo/apps/web/src/features/credit/components/credit-card.tsx',
      '/repo/apps/web/src/lib/i18n.ts',
    ]) {
      expect(FRAMEWORK_MODULE.test(id), id).toBe(false);
    }
  });

  it('names packages the web app really has, so none drops out of the group unnoticed', () => {
    const require = createRequire(join(process.cwd(), 'apps/web/package.json'));
    for (const name of FRAMEWORK_PACKAGES) expect(() => require.resolve(`${name}/package.json`), name).not.toThrow();
  });
});
