import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The build's own log, where a step reports. */
export interface BuildLog {
  warn(message: string): void;
  info(message: string): void;
}

/**
 * A build step that works on the finished output folder, once every file is written. `last`
 * steps run after the others (the compression step must see the service worker's file).
 */
export function afterBuildPlugin(name: string, step: (this: BuildLog, outDir: string) => void | Promise<void>, options: { last?: boolean } = {}): Plugin {
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: options.last ? 'post' : null,
      async handler() {
        await step.call(this, outDir);
      },
    },
  };
}
