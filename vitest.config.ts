import path from 'node:path';
import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;

// API tests (*.api.test.ts) run on PGlite, and again on the PostgreSQL server when CI names one.
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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'pglite',
          include: [
            'server/**/*.test.ts',
            'contract/**/*.test.ts',
            'web/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['server/**/*.api.test.ts'],
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
