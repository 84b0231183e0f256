/**
 * What `import … from 'zod'` means in the web build (vite.config.ts aliases it here): zod itself,
 * told first to parse without compiling. Zod compiles each object schema with `new Function` when
 * it is defined, unless `jitless` is already set; the site's Content-Security-Policy allows no
 * eval, and even zod's caught probe for it is reported as a violation. Set here, before any module
 * that imports zod can define a schema.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
