/**
 * Errors that say the database connection is gone or the server is not accepting work (a
 * terminated backend, a restart, a refused or reset socket). They pass once the pool reconnects,
 * so the request gets a 503 to retry, not a 500.
 */
const CONNECTION_CODES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend or a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** node-postgres reports a dropped socket with these messages and no code. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
];

export function isConnectionError(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 5) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  if (CONNECTION_MESSAGES.some((m) => err.message.startsWith(m))) return true;
  // Drizzle wraps driver errors in `cause`; a refused dual-stack connect is an AggregateError.
  if (err instanceof AggregateError && err.errors.some((e) => isConnectionError(e, depth + 1))) {
    return true;
  }
  return isConnectionError(err.cause, depth + 1);
}
