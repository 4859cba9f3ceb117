import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { queryRows } from '../db/client';
import { jobs } from '../tables';
import { useTestApp } from '../../tests/helpers/context';
import { jobHistory } from '../../tests/helpers/jobs';
import { type JobInfo, JobQueue, cancelJob, enqueueJob } from './queue';

const { ctx } = await useTestApp();

// Each test uses its own job name: the queue of one test never runs another's jobs.
let n = 0;
const uniqueName = () => `test-job-${++n}-${Date.now()}`;

describe('job queue', () => {
  it('runs a due job once, records the run, and a twin key is a no-op', async () => {
    const name = uniqueName();
    const seen: unknown[] = [];
    const queue = new JobQueue(ctx.db).register<{ x: number }>(name, async (_tx, payload) => {
      seen.push(payload.x);
    });
    expect((await enqueueJob(ctx.db, name, { x: 1 }, { key: 'a' })).created).toBe(true);
    expect((await enqueueJob(ctx.db, name, { x: 2 }, { key: 'a' })).created).toBe(false);
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect(seen).toEqual([1]);
    const h = await jobHistory(ctx.db, name, 'a');
    expect(h?.status).toBe('done');
    expect(h?.runs.map((r) => [r.attempt, r.outcome])).toEqual([[1, 'done']]);
    // Done is done: the same key cannot queue it again.
    expect((await enqueueJob(ctx.db, name, { x: 3 }, { key: 'a' })).created).toBe(false);
  });

  it('waits for run_at, and a cancelled job never runs', async () => {
    const name = uniqueName();
    let runs = 0;
    const queue = new JobQueue(ctx.db).register(name, async () => {
      runs++;
    });
    const at = new Date(Date.now() + 3_600_000);
    await enqueueJob(ctx.db, name, {}, { key: 'later', runAt: at });
    await enqueueJob(ctx.db, name, {}, { key: 'gone', runAt: at });
    expect(await queue.runDue()).toBe(0);
    expect(await cancelJob(ctx.db, name, 'gone')).toBe(true);
    expect(await queue.runDue({ now: new Date(at.getTime() + 1000) })).toBe(1);
    expect(runs).toBe(1);
    expect((await jobHistory(ctx.db, name, 'gone'))?.status).toBe('cancelled');
  });

  it('rolls a failed attempt back, retries later, and gives up after maxAttempts', async () => {
    const name = uniqueName();
    let calls = 0;
    const told: boolean[] = [];
    const queue = new JobQueue(ctx.db, (_job, _error, gaveUp) => told.push(gaveUp)).register(
      name,
      async (tx) => {
        calls++;
        // A write the failure must undo.
        await enqueueJob(tx, `${name}-side`, {}, { key: String(calls) });
        throw new Error(`boom ${calls}`);
      },
    );
    await enqueueJob(ctx.db, name, {}, { key: 'k', maxAttempts: 2 });
    expect(await queue.runDue()).toBe(1);
    let h = await jobHistory(ctx.db, name, 'k');
    expect(h?.status).toBe('queued');
    expect(h?.attempts).toBe(1);
    expect(h?.lastError).toContain('boom 1');
    expect(h!.runAt.getTime()).toBeGreaterThan(Date.now());
    // Not before its backoff…
    expect(await queue.runDue()).toBe(0);
    // …then once more, and that was the last attempt.
    expect(await queue.runDue({ now: new Date(Date.now() + 3_600_000) })).toBe(1);
    h = await jobHistory(ctx.db, name, 'k');
    expect(h?.status).toBe('failed');
    expect(h?.runs.map((r) => r.outcome)).toEqual(['failed', 'failed']);
    const side = await ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, `${name}-side`));
    expect(side).toHaveLength(0);
    expect(await queue.runDue({ now: new Date(Date.now() + 7_200_000) })).toBe(0);
    expect(calls).toBe(2);
    expect(told).toEqual([false, true]);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'never runs a job twice with several workers polling at once (PostgreSQL)',
    async () => {
      const name = uniqueName();
      const count = 60;
      const runsOf = new Map<string, number>();
      // Four workers, as four processes would be: each its own JobQueue on the shared pool.
      const workers = Array.from({ length: 4 }, () =>
        new JobQueue(ctx.db).register(name, async (tx, _payload, job) => {
          runsOf.set(job.key, (runsOf.get(job.key) ?? 0) + 1);
          await tx.execute(sql`select pg_sleep(0.005)`);
        }),
      );
      for (let i = 0; i < count; i++) await enqueueJob(ctx.db, name, {}, { key: String(i) });
      const ran = await Promise.all(workers.map((w) => w.runDue()));
      expect(ran.reduce((a, b) => a + b, 0)).toBe(count);
      expect(ran.filter((r) => r > 0).length).toBeGreaterThan(1);
      expect([...runsOf.values()].every((v) => v === 1)).toBe(true);
      expect(runsOf.size).toBe(count);
      const [row] = await queryRows<{ runs: number; done: number }>(
        ctx.db,
        sql`select (select count(*)::int from job_runs r join jobs j on j.id = r.job_id where j.name = ${name}) as runs,
                   (select count(*)::int from jobs where name = ${name} and status = 'done') as done`,
      );
      expect(row).toEqual({ runs: count, done: count });
    },
  );

  it('runs an outside handler after its claim commits: the lease keeps other workers off, a late worker does not overwrite', async () => {
    const name = uniqueName();
    let release = () => undefined as void;
    const gate = new Promise<void>((r) => (release = r));
    let entered = () => undefined as void;
    const inside = new Promise<void>((r) => (entered = r));
    const attempts: number[] = [];
    let claimedAttempts: number | undefined;
    const told: string[] = [];
    const worker = new JobQueue(ctx.db, (_job, error) => told.push(error), 60_000).registerOutside(
      name,
      async (db, _payload, job) => {
        attempts.push(job.attempt);
        if (job.attempt === 1) {
          entered();
          // The claim is committed: the job reads as claimed from outside while this runs.
          const [row] = await db.select().from(jobs).where(eq(jobs.name, name));
          claimedAttempts = row?.attempts;
          await gate;
          throw new Error('too late');
        }
      },
    );
    const other = new JobQueue(ctx.db, undefined, 60_000).registerOutside(name, async () => {
      attempts.push(-1);
    });
    await enqueueJob(ctx.db, name, {}, { key: 'leased' });
    const first = worker.runDue();
    await inside;
    // Leased: not due for another worker…
    expect(await other.runDue()).toBe(0);
    // …until the lease runs out (a crashed worker), when the job is taken over and finished.
    expect(await worker.runDue({ now: new Date(Date.now() + 61_000) })).toBe(1);
    release();
    expect(await first).toBe(1);
    expect(claimedAttempts).toBe(1);
    expect(attempts).toEqual([1, 2]);
    const h = await jobHistory(ctx.db, name, 'leased');
    // The first attempt is in the history as lost (by the takeover); its late failure does not
    // reopen the job.
    expect([h?.status, h?.attempts]).toEqual(['done', 2]);
    expect(h?.runs.map((r) => [r.attempt, r.outcome]).sort()).toEqual([
      [1, 'failed'],
      [2, 'done'],
    ]);
    expect(h?.runs[0]?.error).toBe('worker lost: lease ran out');
    // The job is not the late worker's any more: its failure is not reported as the job's.
    expect(told).not.toContain('Error: too late');
    expect(told).toEqual(['worker lost: lease ran out']);
  });

  it('records an outside attempt whose worker died, and fails the job when that was its last', async () => {
    const name = uniqueName();
    const told: [number, string, boolean][] = [];
    const onFailure = (job: JobInfo, error: string, gaveUp: boolean) =>
      told.push([job.attempt, error, gaveUp]);
    // A worker that dies mid-attempt (crash, OOM, kill -9): its handler never returns, so its
    // claim stays as it was and the attempt is never recorded.
    let claims = 0;
    let claimed = () => undefined as void;
    const dying = new JobQueue(ctx.db, onFailure, 60_000).registerOutside(name, () => {
      claims++;
      claimed();
      return new Promise<void>(() => undefined);
    });
    const dieDuring = (now: Date) =>
      new Promise<void>((r) => {
        claimed = r;
        void dying.runDue({ now });
      });
    const calls: number[] = [];
    const survivor = new JobQueue(ctx.db, onFailure, 60_000).registerOutside(
      name,
      async (_db, _payload, job) => {
        calls.push(job.attempt);
      },
    );
    await enqueueJob(ctx.db, name, {}, { key: 'k', maxAttempts: 2 });
    const start = Date.now();
    await dieDuring(new Date(start));
    // The lease runs out: attempt 1 is written as lost and the job runs again (and dies again).
    await dieDuring(new Date(start + 61_000));
    expect(claims).toBe(2);
    expect(told).toEqual([[1, 'worker lost: lease ran out', false]]);
    // Its second lease runs out: that was the last attempt, so the job fails without running.
    expect(await survivor.runDue({ now: new Date(start + 122_000) })).toBe(1);
    expect(calls).toEqual([]);
    expect(told).toEqual([
      [1, 'worker lost: lease ran out', false],
      [2, 'worker lost: lease ran out', true],
    ]);
    const h = await jobHistory(ctx.db, name, 'k');
    expect([h?.status, h?.attempts, h?.lastError]).toEqual([
      'failed',
      2,
      'worker lost: lease ran out',
    ]);
    expect(h?.finishedAt).not.toBeNull();
    expect(h?.runs.map((r) => [r.attempt, r.outcome, r.error])).toEqual([
      [1, 'failed', 'worker lost: lease ran out'],
      [2, 'failed', 'worker lost: lease ran out'],
    ]);
    expect(await survivor.runDue({ now: new Date(start + 7_200_000) })).toBe(0);
    expect([claims, calls]).toEqual([2, []]);
  });

  it('retries a failing outside handler after its backoff', async () => {
    const name = uniqueName();
    let calls = 0;
    const queue = new JobQueue(ctx.db).registerOutside(name, async () => {
      calls++;
      if (calls === 1) throw new Error('provider down');
    });
    await enqueueJob(ctx.db, name, {}, { key: 'k', maxAttempts: 3 });
    expect(await queue.runDue()).toBe(1);
    let h = await jobHistory(ctx.db, name, 'k');
    expect([h?.status, h?.attempts, h?.lastError]).toEqual(['queued', 1, 'Error: provider down']);
    expect(await queue.runDue()).toBe(0);
    expect(await queue.runDue({ now: new Date(Date.now() + 3_600_000) })).toBe(1);
    h = await jobHistory(ctx.db, name, 'k');
    expect([h?.status, h?.attempts, calls]).toEqual(['done', 2, 2]);
  });

  it("counts an outside handler's backoff from when it finished, not from its claim", async () => {
    const name = uniqueName();
    let calls = 0;
    // The provider's call takes longer than the first backoff (30 s): the clock moves 45 s on.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const queue = new JobQueue(ctx.db).registerOutside(name, async () => {
        calls++;
        vi.setSystemTime(Date.now() + 45_000);
        throw new Error('provider timed out');
      });
      await enqueueJob(ctx.db, name, {}, { key: 'k', maxAttempts: 3 });
      expect(await queue.runDue({ limit: 1 })).toBe(1);
      const finished = Date.now();
      const h = await jobHistory(ctx.db, name, 'k');
      expect([h?.status, h?.attempts]).toEqual(['queued', 1]);
      expect(h!.runAt.getTime()).toBeGreaterThanOrEqual(finished + 30_000);
      // Not due again straight away…
      expect(await queue.runDue()).toBe(0);
      expect(calls).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'holds no transaction open while an outside handler runs (PostgreSQL)',
    async () => {
      const name = uniqueName();
      const open: number[] = [];
      const queue = new JobQueue(ctx.db).registerOutside(name, async (db) => {
        const [row] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and state like 'idle in transaction%'`,
        );
        open.push(row!.n);
      });
      await enqueueJob(ctx.db, name, {}, { key: 'k' });
      expect(await queue.runDue()).toBe(1);
      expect(open).toEqual([0]);
    },
  );

  it('stop() waits for the job in flight', async () => {
    const name = uniqueName();
    let finished = false;
    let started = () => undefined as void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const queue = new JobQueue(ctx.db).register(name, async () => {
      started();
      await new Promise((r) => setTimeout(r, 200));
      finished = true;
    });
    await enqueueJob(ctx.db, name, {}, { key: 'slow' });
    const handle = queue.start({ everyMs: 60_000, onError: () => undefined });
    // Stopped once the job is under way, however long the first poll took to reach it.
    await running;
    await handle.stop();
    expect(finished).toBe(true);
    expect((await jobHistory(ctx.db, name, 'slow'))?.status).toBe('done');
  });

  it('stop() during a batch finishes the job in progress and leaves the rest queued', async () => {
    const name = uniqueName();
    const ran: string[] = [];
    let release = () => undefined as void;
    const gate = new Promise<void>((r) => (release = r));
    let entered = () => undefined as void;
    const inside = new Promise<void>((r) => (entered = r));
    const queue = new JobQueue(ctx.db).registerOutside(name, async (_db, _payload, job) => {
      ran.push(job.key);
      entered();
      // A provider call in progress when shutdown begins.
      await gate;
    });
    for (const key of ['a', 'b', 'c']) await enqueueJob(ctx.db, name, {}, { key });
    const handle = queue.start({ everyMs: 60_000, onError: () => undefined });
    await inside;
    const stopping = handle.stop();
    release();
    await stopping;
    expect(ran).toEqual(['a']);
    const status = async (key: string) => (await jobHistory(ctx.db, name, key))?.status;
    expect([await status('a'), await status('b'), await status('c')]).toEqual([
      'done',
      'queued',
      'queued',
    ]);
  });
});
