import fs from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** tsx's ESM API as its package exports it to `import` (require() would give its CommonJS one). */
function tsxEsmApi(): string {
  const pkgFile = createRequire(import.meta.url).resolve('tsx/package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return new URL(pkg.exports['./esm/api']!.import.default, pathToFileURL(pkgFile)).href;
}

/**
 * What a worker thread runs: `built`, the module scripts/build-server.ts compiles beside the
 * caller's (in dist/server), or from source (tsx, vitest) `source`, a TypeScript file beside the
 * caller. A worker does not inherit the parent's loaders, so from source a small module registers
 * tsx in the worker first, then imports it. `caller` is the caller's import.meta.url.
 */
export function workerEntry(caller: string, source: string, built: string): URL {
  if (!caller.endsWith('.ts')) return new URL(built, caller);
  const entry = new URL(source, caller).href;
  const code = `import { register } from ${JSON.stringify(tsxEsmApi())};
register();
await import(${JSON.stringify(entry)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}
