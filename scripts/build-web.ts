import fs from 'node:fs';
import path from 'node:path';
import { replaceDir, withLock } from './atomic-dir';
import { precompressDir } from './precompress';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist/web');

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function webIsFresh(): boolean {
  const inputs = [
    'web',
    'contract',
    'index.html',
    'vite.config.ts',
    'package-lock.json',
    'scripts/build-web.ts',
    'scripts/precompress.ts',
  ];
  const newestInput = Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));
  return newestMtime(path.join(outDir, 'index.html')) >= newestInput;
}

/**
 * Builds the web app into dist/web unless the last build is newer than every input. Several
 * processes may call this at once: one builds under a lock, the others wait and find it fresh.
 */
export async function ensureWebBuilt(): Promise<boolean> {
  if (webIsFresh()) return false;
  return withLock(path.join(root, 'dist/.web-build.lock'), async () => {
    if (webIsFresh()) return false;
    await replaceDir(outDir, buildWeb);
    return true;
  });
}

async function buildWeb(dir: string) {
  const { build } = await import('vite');
  // Under Vitest NODE_ENV is "test", which would ship React's development build.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      mode: 'production',
      build: { outDir: dir, emptyOutDir: true },
    });
    precompressDir(dir);
  } finally {
    // Assigning undefined would store the string "undefined".
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}
