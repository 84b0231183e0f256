import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config/limits';

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

/** React.lazy with the retry above; a final failure reaches the route error screen. */
export function lazyWithRetry<Props extends object>(importer: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(() => retryImport(importer));
}
