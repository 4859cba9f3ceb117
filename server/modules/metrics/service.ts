import { timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { collectProcessMetrics, processRegistry } from '../../lib/metrics';

/** The HTTP and database series of one app, scraped together with the process-wide ones. */
export function createAppMetrics(ctx: AppContext) {
  collectProcessMetrics();
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_errors_total',
    help: 'Error replies (4xx and 5xx), by status and machine code (data.code)',
    labelNames: ['status', 'code'] as const,
    registers: [registry],
  });
  const client: unknown = (ctx.db as { $client?: unknown }).$client;
  new Gauge({
    name: 'quiz_db_connections',
    help: 'Database connections by state (PostgreSQL pool: total, idle, in_use, waiting; PGlite: one embedded connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (client instanceof pg.Pool) {
        this.set({ state: 'total' }, client.totalCount);
        this.set({ state: 'idle' }, client.idleCount);
        this.set({ state: 'in_use' }, client.totalCount - client.idleCount);
        // Requests queued for a connection: above zero means the pool is too small or held long.
        this.set({ state: 'waiting' }, client.waitingCount);
      } else {
        this.set({ state: 'total' }, 1);
      }
    },
  });

  // The code of the error a request failed with, until its reply is counted.
  const failedWith = new WeakMap<FastifyRequest, string>();

  return {
    noteError(req: FastifyRequest, error: FastifyError | AppError) {
      failedWith.set(req, errorCodeOf(error));
    },
    /** The envelope's data.code wins: it is what the client saw. */
    noteReplyCode(req: FastifyRequest, status: number, payload: unknown) {
      if (status < 400 || typeof payload !== 'string' || !payload.startsWith('{')) return;
      try {
        const code = (JSON.parse(payload) as { data?: { code?: unknown } }).data?.code;
        if (typeof code === 'string') failedWith.set(req, code);
      } catch {
        // Not JSON after all: keep what onError saw.
      }
    },
    observe(req: FastifyRequest, status: number, elapsedMs: number) {
      const route = req.routeOptions.url ?? 'unmatched';
      requests.inc({ method: req.method, route, status });
      duration.observe({ method: req.method, route }, elapsedMs / 1000);
      if (status >= 400) {
        const code = failedWith.get(req) ?? (status === 404 ? 'not_found' : 'none');
        errors.inc({ status, code });
      }
    },
    contentType: registry.contentType,
    async scrape(): Promise<string> {
      return `${await processRegistry.metrics()}\n${await registry.metrics()}`;
    },
  };
}

function errorCodeOf(error: FastifyError | AppError): string {
  if (error instanceof AppError) return error.code;
  if (hasZodFastifySchemaValidationErrors(error)) return 'validation_failed';
  return error.code ?? 'internal';
}

/** Bearer check without leaking the token's length or prefix through timing. */
export function metricsAllowed(expected: string | undefined, header: string | undefined): boolean {
  if (!expected) return true;
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const want = Buffer.from(expected);
  return given.length === want.length && timingSafeEqual(given, want);
}
