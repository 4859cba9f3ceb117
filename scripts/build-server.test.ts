import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { devDependenciesUsed, manifest, packageOf } from './build-server';

const importing = (...paths: string[]): Metafile => ({
  inputs: {
    'server/main.ts': {
      bytes: 1,
      imports: paths.map((p) => ({ path: p, kind: 'import-statement', external: true })),
    },
  },
  outputs: {},
});

describe('the compiled server needs production dependencies only', () => {
  it('names a devDependency the bundle would import at run time', () => {
    expect(devDependenciesUsed(importing('fastify', 'vite', 'tsx/esm/api', 'node:fs'))).toEqual([
      'tsx',
      'vite',
    ]);
    expect(devDependenciesUsed(importing('drizzle-orm/pg-core', '@fastify/static'))).toEqual([]);
  });

  it('reads scoped and deep specifiers as their package', () => {
    expect(packageOf('@electric-sql/pglite/vector')).toBe('@electric-sql/pglite');
    expect(packageOf('drizzle-orm/node-postgres/migrator')).toBe('drizzle-orm');
  });

  it('keeps build tools out of dependencies', () => {
    const prod = Object.keys(manifest.dependencies ?? {});
    for (const tool of ['vite', 'tsx', 'esbuild', '@vitejs/plugin-react', 'react', 'react-dom'])
      expect(prod).not.toContain(tool);
  });
});
