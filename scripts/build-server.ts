import fs from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { withLock } from '../server/db/dir-lock';
import { replaceDir } from './atomic-dir';

const root = path.resolve(import.meta.dirname, '..');
export const serverOutDir = path.join(root, 'dist/server');

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
export const manifest = JSON.parse(
  fs.readFileSync(path.join(root, 'package.json'), 'utf8'),
) as Manifest;

/** "@scope/pkg/sub/path" → "@scope/pkg"; "pkg/sub" → "pkg". */
export const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Every package the compiled server imports at run time (node: built-ins left out). */
export function runtimePackages(metafile: Metafile): string[] {
  const found = new Set<string>();
  for (const input of Object.values(metafile.inputs)) {
    for (const imp of input.imports) {
      if (imp.external && !imp.path.startsWith('node:')) found.add(packageOf(imp.path));
    }
  }
  return [...found].sort();
}

/**
 * Compiles server/main.ts into one ES module, dist/server/main.js, beside the PGlite worker
 * thread's module (pglite-worker.js, which server/db/pglite-thread.ts starts from beside itself),
 * the content import's reader thread (content-import-worker.js, which
 * server/modules/content-import/reader-thread.ts starts the same way), the content import
 * (import-content.js: the image has no tsx to run scripts/import-content.ts), a copy of the SQL
 * migrations (server/db/client.ts finds them beside itself) and one of the demo content the first
 * start seeds (content/demo, found by server/seed/demo-content.ts), so the image needs nothing but
 * dist/. Packages stay in node_modules, so the image installs production dependencies only;
 * @contract/* resolves through tsconfig paths.
 */
export async function buildServer(outDir = serverOutDir): Promise<Metafile> {
  const packages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  let metafile: Metafile | undefined;
  await withLock(path.join(path.dirname(outDir), '.server-build.lock'), () =>
    replaceDir(outDir, async (dir) => {
      const result = await build({
        absWorkingDir: root,
        entryPoints: {
          main: 'server/main.ts',
          'pglite-worker': 'server/db/pglite-worker.ts',
          'content-import-worker': 'server/modules/content-import/read-worker.ts',
          'import-content': 'scripts/import-content.ts',
        },
        outdir: dir,
        bundle: true,
        platform: 'node',
        target: 'node22',
        format: 'esm',
        tsconfig: path.join(root, 'tsconfig.json'),
        external: packages.flatMap((p) => [p, `${p}/*`]),
        sourcemap: true,
        metafile: true,
        logLevel: 'warning',
      });
      metafile = result.metafile;
      fs.cpSync(path.join(root, 'server/db/migrations'), path.join(dir, 'migrations'), {
        recursive: true,
      });
      fs.cpSync(path.join(root, 'content/demo'), path.join(dir, 'content/demo'), {
        recursive: true,
      });
    }),
  );
  return metafile!;
}

/** Refuses a bundle that needs a devDependency: the image installs dependencies only. */
export function devDependenciesUsed(metafile: Metafile): string[] {
  const prod = new Set(Object.keys(manifest.dependencies ?? {}));
  return runtimePackages(metafile).filter((p) => !prod.has(p));
}
