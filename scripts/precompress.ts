import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
// Below this a compressed copy saves less than one TCP packet; the server sends these as they are.
const MIN_BYTES = 512;

/**
 * Writes name.br and name.gz beside every text file of the web build, at the highest levels (paid
 * once per build, not per request), so @fastify/static sends them as they are. A copy that would
 * not be smaller is not written.
 */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const copies: [string, Buffer][] = [
      [
        '.br',
        zlib.brotliCompressSync(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
      ],
      ['.gz', zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION })],
    ];
    for (const [ext, data] of copies) {
      if (data.length >= raw.length) continue;
      fs.writeFileSync(file + ext, data);
      written++;
    }
  }
  return written;
}
