import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Brotli or gzip for replies of 1 KB and more. Small envelopes gain nothing but CPU time, and
 * brotli stays at level 4 (the plugin's default): per request, level 11 costs far more CPU than
 * the bytes it saves on top. Streams of unknown size are compressed too (nothing serves one yet).
 */
export const compressOptions: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'],
};
