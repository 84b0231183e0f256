import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * API replies over 1 KB go out compressed when the client accepts it (brotli, then gzip): game
 * lists and histories shrink to a fifth on a phone's connection. Brotli runs at quality 4, the
 * library's default, since quality 11 costs tens of milliseconds per reply; the built web files
 * are compressed at full strength once, at build time (plugins/web-app.ts). Server-sent events
 * are never compressed (the library leaves text/event-stream alone), or each event would wait
 * in the compressor's buffer. Compressed request bodies are not accepted: no client sends one,
 * and decompressing them would let a small upload grow past the body limit's intent.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
