import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../server/db/client';
import { jobRuns, jobs } from '../../server/tables';

/** How a queued job stands: its row (status, attempts) and its runs, oldest first. */
export async function jobHistory(db: DbOrTx, name: string, key: string) {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, name), eq(jobs.key, key)));
  if (!job) return null;
  const runs = await db
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.jobId, job.id))
    .orderBy(asc(jobRuns.id));
  return { ...job, runs };
}
