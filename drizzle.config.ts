import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module that owns tables declares them in its own tables.ts.
  schema: ['./server/db/schema.ts', './server/modules/*/tables.ts'],
  out: './server/db/migrations',
});
