/**
 * The authenticated read `GET /api/v2.0/user` under load, against a real server process on a
 * fresh PostgreSQL database, beside PostgreSQL alone running the statement that route sends (the
 * route's own statement object), both from this process with the same concurrency and pool size.
 *   BENCH_ONLY=user-read BENCH_SECONDS=10 BENCH_CONNECTIONS=100 npm run bench
 * BENCH_CPU_PROF=/tmp/prof-api writes the server's CPU profile there (node --cpu-prof).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { userReply } from '../server/modules/users/service';
import { withCpu } from './cpu';
import { withDatabase } from '../tests/helpers/global-setup';
import { startServerProcess } from '../tests/helpers/server-process';
import { call, signInPlayer } from './api';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
// The server's pool (server/db/client.ts): PostgreSQL alone gets no more connections than it.
const POOL = 20;
const PLAYERS = 200;

function stats(samples: number[], errors: number, ms: number) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => +(s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0).toFixed(1);
  return {
    requests: s.length,
    errors,
    p50_ms: at(0.5),
    p99_ms: at(0.99),
    requests_per_s: +(s.length / (ms / 1000)).toFixed(1),
  };
}

interface Statement {
  /** A named (prepared once per connection) statement, as the server sends it. */
  name?: string;
  text: string;
  values: (userId: number) => unknown[];
}

/**
 * The statements one signed-in `GET /user` sends once its session is cached (the steady state of
 * a player's session): the route's own statement object, so this sends exactly what the server
 * does. Until the route read it in one statement these were two: users joined with wallets, then
 * payment_agreements.
 */
export const userReadStatements: Statement[] = [
  { name: userReply.name, text: userReply.text, values: (userId) => [userId] },
];

/** PostgreSQL alone: each client runs the route's statements for its player, back to back. */
async function postgresAlone(url: string, userIds: number[], statements: Statement[]) {
  const pool = new pg.Pool({ connectionString: url, max: POOL });
  const samples: number[] = [];
  let errors = 0;
  const start = performance.now();
  const end = start + SECONDS * 1000;
  const result = await withCpu(
    { serverPids: [], databaseUrl: url },
    (r) => r.requests,
    async () => {
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async (_, i) => {
          const userId = userIds[i % userIds.length]!;
          while (performance.now() < end) {
            const t0 = performance.now();
            try {
              // One pool checkout per statement, rows as objects: as the server's database.run.
              for (const s of statements)
                await pool.query({
                  ...(s.name ? { name: s.name } : {}),
                  text: s.text,
                  values: s.values(userId),
                });
              samples.push(performance.now() - t0);
            } catch {
              errors++;
            }
          }
        }),
      );
      return {
        connections: CONNECTIONS,
        pool: POOL,
        statements: statements.length,
        ...stats(samples, errors, performance.now() - start),
      };
    },
  );
  await pool.end();
  return result;
}

export async function userReadBench(
  serverUrl: string,
  statements = userReadStatements,
): Promise<Record<string, unknown>> {
  // Named after the caller's database so parallel checkouts sharing one PostgreSQL do not collide.
  const own = new URL(serverUrl).pathname.slice(1) || 'quiz_arena';
  const dbName = `${own}_bench_user`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = withDatabase(serverUrl, dbName);
  const profDir = process.env.BENCH_CPU_PROF;
  // As deployed (compose.yaml): with Redis the session comes from it; without, on PostgreSQL, each
  // request also reads its session from the database (no per-process copy replicas can't revoke).
  const redisUrl = process.env.TEST_REDIS_URL;
  const server = await startServerProcess(
    {
      DATABASE_URL: url,
      CHECK_TOKEN_RATE_LIMIT: '1000000',
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bench-user-${process.pid}:` } : {}),
    },
    profDir
      ? {
          args: ['--cpu-prof', `--cpu-prof-dir=${profDir}`, '--import', 'tsx', 'server/main.ts'],
        }
      : {},
  );
  try {
    const base = server.baseURL;
    const tokens: string[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      tokens.push(await signInPlayer(base, '016', i));
    }
    // Warm: every session looked up once (cached after), the route's code paths compiled.
    const ids: number[] = [];
    for (const token of tokens) {
      ids.push((await call<{ user: { id: number } }>(base, '/api/v2.0/user', token)).user.id);
    }
    let next = 0;
    const run = await withCpu(
      { serverPids: [server.pid], databaseUrl: url },
      (r) => r.requests.total,
      () =>
        autocannon({
          url: base,
          connections: CONNECTIONS,
          duration: SECONDS,
          requests: [
            {
              method: 'GET',
              path: '/api/v2.0/user',
              setupRequest: (req) => ({
                ...req,
                headers: { authorization: `Bearer ${tokens[next++ % tokens.length]!}` },
              }),
            },
          ],
        }),
    );
    const serverResult = {
      connections: CONNECTIONS,
      seconds: SECONDS,
      requests: run.requests.total,
      non_2xx: run.non2xx,
      errors: run.errors,
      p50_ms: run.latency.p50,
      p99_ms: run.latency.p99,
      requests_per_s: run.requests.average,
      transactions_per_request: run.transactions_per_request,
      cpu_ms_per_request: run.cpu_ms_per_request,
    };
    console.log(`server${redisUrl ? ' with Redis' : ''}, GET /api/v2.0/user`, serverResult);
    const alone = await postgresAlone(url, ids, statements);
    console.log('PostgreSQL alone, same statements', alone);
    return {
      server: serverResult,
      postgres_alone: alone,
      server_over_postgres_alone: +(serverResult.requests_per_s / alone.requests_per_s).toFixed(2),
      // What a core buys with the server in the path and without it, the load client left out.
      server_over_postgres_alone_per_cpu: +(
        (alone.cpu_ms_per_request.load_client + alone.cpu_ms_per_request.postgres) /
        (run.cpu_ms_per_request.server + run.cpu_ms_per_request.postgres)
      ).toFixed(2),
    };
  } finally {
    await server.stop();
    const again = new pg.Client({ connectionString: serverUrl });
    await again.connect();
    await again.query(`drop database if exists ${dbName} with (force)`);
    await again.end();
  }
}
