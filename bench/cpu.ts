import fs from 'node:fs';
import pg from 'pg';

/** CPU seconds (user + system) the processes used so far, read from /proc (Linux). */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process has ended
    }
  }
  return ticks / 100;
}

/**
 * The backends serving this database (other databases on the same server, e.g. tests running
 * beside the bench, are not its work). The server's and the baseline's pools keep theirs open.
 */
async function backends(databaseUrl: string): Promise<{ pids: number[]; transactions: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    // Statistics are read once per transaction: without a fresh snapshot the count stands still.
    await client.query('select pg_stat_clear_snapshot()');
    const { rows: tx } = await client.query<{ n: string }>(
      `select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()`,
    );
    return { pids: rows.map((r) => r.pid), transactions: Number(tx[0]?.n ?? 0) };
  } finally {
    await client.end();
  }
}

/**
 * Where the CPU went while `fn` ran, per request: the server processes, the database's backends
 * and this load client. All share this machine's cores, so throughput alone also counts the load client's CPU,
 * which phones spend in production; CPU per request compares the server with the database itself.
 */
export async function withCpu<T>(
  where: { serverPids: number[]; databaseUrl: string },
  count: (result: T) => number,
  fn: () => Promise<T>,
) {
  const { serverPids, databaseUrl } = where;
  const before = await backends(databaseUrl);
  const pgBefore = new Map(before.pids.map((pid) => [pid, cpuSeconds([pid])]));
  const serverBefore = cpuSeconds(serverPids);
  const clientBefore = process.cpuUsage();
  const result = await fn();
  const client = process.cpuUsage(clientBefore);
  let postgres = 0;
  // Read before the caller ends its pool: a backend's CPU is gone with its process.
  const after = await backends(databaseUrl);
  for (const pid of after.pids) postgres += cpuSeconds([pid]) - (pgBefore.get(pid) ?? 0);
  const perSubmit = (seconds: number) =>
    +((seconds * 1000) / Math.max(1, count(result))).toFixed(3);
  return {
    ...result,
    // Each statement outside a transaction is one: a round trip count of the database.
    transactions_per_request: +(
      (after.transactions - before.transactions) /
      Math.max(1, count(result))
    ).toFixed(2),
    cpu_ms_per_request: {
      server: perSubmit(cpuSeconds(serverPids) - serverBefore),
      postgres: perSubmit(postgres),
      load_client: perSubmit((client.user + client.system) / 1e6),
    },
  };
}
