import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config/limits';
import { loadOnce } from './load-once';

/** Thrown when a page chunk could not be loaded within the time budget. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export interface RetryOptions {
  timeoutMs?: number;
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Injected in tests so the backoff runs without real waiting. */
  sleep?: (delayMs: number) => Promise<void>;
  now?: () => number;
}

const wait = (delayMs: number) => new Promise<void>((resolve) => setTimeout(resolve, delayMs));

/**
 * Retries a dynamic import with exponential backoff until it succeeds or the time budget is spent.
 * Phones on a weak signal often lose one chunk request; a silent retry is kinder than an error.
 */
export async function retryImport<T>(importer: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, initialDelayMs = 500, maxDelayMs = 10_000, sleep = wait, now = Date.now } = options;
  const deadline = now() + timeoutMs;
  let delayMs = initialDelayMs;
  for (;;) {
    try {
      return await importer();
    } catch (error) {
      const remainingMs = deadline - now();
      if (remainingMs <= 0) throw new ChunkLoadError('A page chunk failed to load', { cause: error });
      await sleep(Math.min(delayMs, remainingMs));
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    }
  }
}

/**
 * A promise-like that hands over a module already loaded at once, when `then` is called. React.lazy
 * given a promise always suspends on its first render, even for a chunk that has arrived: the
 * route's loading screen is committed, and the screen drawn in a later task, after another pass of
 * the whole page. Handed back at once, React.lazy renders the screen in that first render.
 */
function alreadyLoaded<Module>(module: Module): Promise<Module> {
  const handOver = {
    then(onFulfilled?: (value: Module) => unknown) {
      return Promise.resolve(onFulfilled ? onFulfilled(module) : module);
    },
  };
  return handOver as unknown as Promise<Module>;
}

export type LazyScreen<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts the screen's chunk ahead of its first render (app/start-early.ts); safe to call again. */
  preload(): Promise<unknown>;
};

/**
 * React.lazy with the retry above; a final failure reaches the route error screen. A screen
 * preloaded before its first render is drawn in that render.
 */
export function lazyWithRetry<Props extends object>(importer: () => Promise<{ default: ComponentType<Props> }>): LazyScreen<Props> {
  let loaded: { default: ComponentType<Props> } | undefined;
  const load = loadOnce(async () => {
    loaded = await retryImport(importer);
    return loaded;
  });
  const screen = lazy(() => (loaded ? alreadyLoaded(loaded) : load()));
  return Object.assign(screen, { preload: load });
}
