import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module declares the tables it owns in its own tables.ts; the job queue's are in jobs/.
  schema: ['./server/jobs/tables.ts', './server/modules/*/tables.ts'],
  out: './server/db/migrations',
});
