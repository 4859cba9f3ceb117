import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, pgliteDatabase } from '../../server/db/client';

/**
 * PGlite databases reused from one test file to the next in a worker, each put back to the
 * migrated state before it is handed out again. Loading the migrated image costs 1.5 to 3 CPU-s a
 * file (PGlite unpacks 40 MB and starts PostgreSQL); putting a used one back costs a tenth of that.
 * A file still starts from exactly what a fresh copy holds: every table's rows as the migrations
 * left them, every sequence where they left it, no session state (locks, settings, an open
 * transaction). A file that changed the schema itself gets its database closed, not reused.
 */
interface Reusable {
  pglite: PGlite;
  baseline: Baseline;
}

interface Baseline {
  /** Every table, truncated in one statement. */
  truncate: string;
  /** The tables the migrations put rows in, with those rows as COPY data. */
  seeded: Array<{ table: string; rows: Blob }>;
  /** Every sequence put back where the migrations left it. */
  sequences: string;
  schema: string;
}

const idle: Reusable[] = [];
let opened = 0;

/** How many PGlite databases this worker has loaded, and how many wait idle (pglite-pool.test.ts). */
export const pgliteLoads = () => opened;
export const pgliteIdle = () => idle.length;

/** A migrated PGlite database for one test file; closing it puts it back for the next file. */
export async function reusedPglite(): Promise<Database> {
  const reusable = idle.pop() ?? (await openReusable());
  return pgliteDatabase(reusable.pglite, async () => {
    if (await putBack(reusable)) idle.push(reusable);
    else await reusable.pglite.close();
  });
}

async function openReusable(): Promise<Reusable> {
  const image = fs.readFileSync(inject('pgliteImage'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([image]) });
  opened++;
  return { pglite, baseline: await readBaseline(pglite) };
}

const quoted = `format('%I.%I', n.nspname, c.relname)`;
const userSchemas = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'`;

/** What the schema is: a file that created, dropped or altered anything changes it. */
async function schemaOf(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ schema: string }>(
    `select md5(string_agg(x, ',' order by x)) as schema from (
       select ${quoted} || ':' || c.relkind::text || ':' || c.relnatts as x
         from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${userSchemas}
       union all
       select format('%I.%I', n.nspname, p.proname) from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace where ${userSchemas}
       union all
       select format('%I.%I', n.nspname, t.typname) from pg_type t
         join pg_namespace n on n.oid = t.typnamespace where ${userSchemas}
     ) s`,
  );
  return rows[0]!.schema;
}

async function readBaseline(pglite: PGlite): Promise<Baseline> {
  const tables = (
    await pglite.query<{ name: string }>(
      `select ${quoted} as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and ${userSchemas} order by 1`,
    )
  ).rows.map((r) => r.name);
  const seeded: Baseline['seeded'] = [];
  for (const table of tables) {
    const { rows } = await pglite.query<{ any: boolean }>(
      `select exists (select from ${table}) as any`,
    );
    if (!rows[0]!.any) continue;
    const copied = await pglite.query(`copy ${table} to '/dev/blob'`);
    seeded.push({ table, rows: copied.blob! });
  }
  const sequences = (
    await pglite.query<{ name: string; start: string; last: string | null }>(
      `select format('%I.%I', schemaname, sequencename) as name, start_value::text as start,
              last_value::text as last from pg_sequences`,
    )
  ).rows
    .map((s) =>
      s.last === null
        ? `setval('${s.name}', ${s.start}, false)`
        : `setval('${s.name}', ${s.last}, true)`,
    )
    .join(', ');
  return {
    truncate: tables.length ? `truncate ${tables.join(', ')} restart identity cascade` : '',
    seeded,
    sequences: sequences ? `select ${sequences}` : '',
    schema: await schemaOf(pglite),
  };
}

/** Back to the migrated state; false when that cannot be promised (the schema changed). */
async function putBack({ pglite, baseline }: Reusable): Promise<boolean> {
  try {
    // A file may end inside a transaction, holding advisory locks or with settings changed.
    if (pglite.isInTransaction()) await pglite.exec('rollback');
    await pglite.exec('discard all');
    if ((await schemaOf(pglite)) !== baseline.schema) return false;
    // As a replica: the audit log's trigger refuses TRUNCATE, rightly, everywhere but here.
    await pglite.exec('set session_replication_role = replica');
    if (baseline.truncate) await pglite.exec(baseline.truncate);
    for (const { table, rows } of baseline.seeded)
      await pglite.query(`copy ${table} from '/dev/blob'`, [], { blob: rows });
    if (baseline.sequences) await pglite.exec(baseline.sequences);
    await pglite.exec('reset session_replication_role');
    return true;
  } catch {
    return false;
  }
}
