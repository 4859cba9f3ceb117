import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { budget } from './tests/helpers/budget.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Files that must have a process of their own: they mock a module for the whole file
 * (reply-shape), stub globals, or spawn and watch processes. Every other file runs in a reused
 * worker (isolate: false), which saves each file a fresh process, the app's imports and
 * PGlite's WebAssembly compile: about half the stage's CPU. Each file still starts from a database
 * in the migrated state: a clone of the template on PostgreSQL, on PGlite the worker's database
 * put back after the file before it (tests/helpers/pglite-pool.ts).
 */
const isolated = [
  'server/reply-shape.api.test.ts',
  'server/**/*.process.test.ts',
  'scripts/**/*.process.test.ts',
  'server/db/pglite-thread.test.ts',
  'web/app/query-client.test.ts',
  'web/app/chunk-error.test.ts',
  'web/api/retry-policy.test.ts',
  'web/api/client.test.ts',
  'web/features/topics/api/settle-lost-write.test.ts',
];
const unitAndApi = [
  'server/**/*.test.ts',
  'contract/**/*.test.ts',
  'web/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/helpers/**/*.test.ts',
];
const api = ['server/**/*.api.test.ts'];
const isolatedApi = isolated.filter((file) => file.endsWith('.api.test.ts'));

// API tests (*.api.test.ts) run on PGlite, and again on the PostgreSQL server when CI names one.
// `--project pglite` / `--project postgres` pick a file unless it is in `isolated`, whose
// projects are pglite-isolated / postgres-isolated (or `--project 'pglite*'` for both).
export default defineConfig({
  resolve: {
    alias: {
      '@web': path.resolve(import.meta.dirname, 'web'),
      '@contract': path.resolve(import.meta.dirname, 'contract'),
    },
  },
  test: {
    globalSetup: ['tests/helpers/global-setup.ts'],
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where most
    // files spend much of their time waiting on PostgreSQL or a child process.
    maxWorkers: 2,
    testTimeout: budget(60_000),
    hookTimeout: budget(120_000),
    projects: [
      {
        extends: true as const,
        test: {
          name: 'pglite',
          include: unitAndApi,
          exclude: isolated,
          isolate: false,
          env: { TEST_DB: 'pglite' },
        },
      },
      {
        extends: true as const,
        test: { name: 'pglite-isolated', include: isolated, env: { TEST_DB: 'pglite' } },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: api,
                exclude: isolatedApi,
                isolate: false,
                env: { TEST_DB: 'postgres' },
              },
            },
            {
              extends: true as const,
              test: {
                name: 'postgres-isolated',
                include: isolatedApi,
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
