/**
 * PGlite on the event loop or in its worker thread (PGLITE_WORKER), while the console's import
 * publishes a large file: how long a request that needs no database (the event loop's delay, what
 * /healthz waits) and a one-row read wait meanwhile, and how long the import takes. In-process, on
 * a fresh data dir per mode. Issue 34 asked for it on Node 22; docs/architecture.md has figures.
 *   npx tsx bench/pglite-import.ts       (BENCH_IMPORT_QUESTIONS, default 5,000)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { importContentFile } from '../server/modules/content-import';
import { rows } from './content-import';

const PROBE_GAP_MS = 20;

function percentiles(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => +(s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0).toFixed(1);
  return { n: s.length, p50_ms: at(0.5), p99_ms: at(0.99), max_ms: +(s.at(-1) ?? 0).toFixed(1) };
}

/** `fn` again and again while `running()`, a short gap between two calls: its latencies. */
async function poll(running: () => boolean, fn: () => Promise<unknown>) {
  const samples: number[] = [];
  while (running()) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, PROBE_GAP_MS));
  }
  return percentiles(samples);
}

async function mode(inWorker: boolean, csv: Uint8Array) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-arena-pglite-import-'));
  const database = await openDatabase({ dataDir, pgliteWorker: inWorker });
  try {
    await database.migrate();
    const tick = () => new Promise((r) => setImmediate(r));
    const read = () => database.db.execute(sql`select id from categories limit 1`);
    const probe = (running: () => boolean) =>
      Promise.all([poll(running, tick), poll(running, read)]).then(([loop, oneRead]) => ({
        event_loop: loop,
        one_row_read: oneRead,
      }));
    const idleUntil = performance.now() + 3000;
    const idle = await probe(() => performance.now() < idleUntil);
    let importing = true;
    const start = performance.now();
    const [, during] = await Promise.all([
      importContentFile(
        database.db,
        { bytes: csv, name: 'bench.csv' },
        { dryRun: false, timeZone: 'Asia/Dhaka' },
      ).finally(() => {
        importing = false;
      }),
      probe(() => importing),
    ]);
    return { import_ms: Math.round(performance.now() - start), idle, during_import: during };
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const csv = new TextEncoder().encode(stringify(rows()));
const results: Record<string, unknown> = { node: process.version };
for (const [name, inWorker] of [
  ['event loop', false],
  ['worker thread', true],
  ['event loop (again)', false],
  ['worker thread (again)', true],
] as const) {
  results[name] = await mode(inWorker, csv);
  console.log(name, JSON.stringify(results[name]));
}
