import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

/** The API serves the built web in production; in development Vite forwards /api to it. */
const API_ORIGIN = 'http://127.0.0.1:3000';

export const webDefines = {
  // The web-version header names the deployed build, so it comes from package.json at build time.
  __WEB_VERSION__: JSON.stringify(packageJson.version),
};

/** `@/` is the web app's src folder (tsconfig.json paths say the same to TypeScript and ESLint). */
export const webResolve = {
  alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }],
};

export default defineConfig({
  plugins: [react()],
  define: webDefines,
  resolve: webResolve,
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: API_ORIGIN, changeOrigin: false } },
  },
  build: { outDir: 'dist', sourcemap: true },
});
