import fs from 'node:fs';

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

/** Every PostgreSQL process on this machine (backends, writers): the database's side of the work. */
export function postgresPids(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return fs.readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * Where the CPU went while `fn` ran, per request (or submit): the server processes, PostgreSQL, and this load
 * client. All share this machine's cores, so throughput alone also counts the load client's CPU,
 * which phones spend in production; CPU per request compares the server with the database itself.
 */
export async function withCpu<T>(
  serverPids: number[],
  count: (result: T) => number,
  fn: () => Promise<T>,
) {
  const pgBefore = new Map(postgresPids().map((pid) => [pid, cpuSeconds([pid])]));
  const serverBefore = cpuSeconds(serverPids);
  const clientBefore = process.cpuUsage();
  const result = await fn();
  const client = process.cpuUsage(clientBefore);
  let postgres = 0;
  for (const pid of postgresPids()) postgres += cpuSeconds([pid]) - (pgBefore.get(pid) ?? 0);
  const perSubmit = (seconds: number) =>
    +((seconds * 1000) / Math.max(1, count(result))).toFixed(3);
  return {
    ...result,
    cpu_ms_per_request: {
      server: perSubmit(cpuSeconds(serverPids) - serverBefore),
      postgres: perSubmit(postgres),
      load_client: perSubmit((client.user + client.system) / 1e6),
    },
  };
}
