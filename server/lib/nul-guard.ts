import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError } from './errors';

export const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';

/**
 * Where the first text holding U+0000 lies in a parsed value ("name", "a.0.b"; "" for the value
 * itself), or undefined. PostgreSQL's text cannot store that character: a query carrying it fails
 * with a 500 and an error log holding the statement's parameters. Keys count as well as values.
 * Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function pathOfNul(value: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: next, path } = pending.pop()!;
    if (typeof next === 'string') {
      if (next.includes('\0')) return path;
    } else if (next !== null && typeof next === 'object' && !Buffer.isBuffer(next)) {
      for (const [key, child] of Object.entries(next)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\0')) return childPath;
        pending.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}

/** Refuses, before validation, any request whose body, query or path holds U+0000: a 422 naming the field. */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    for (const [part, value] of [
      ['body', req.body],
      ['query', req.query],
      ['params', req.params],
    ] as const) {
      const path = pathOfNul(value);
      if (path !== undefined) throw fieldError(path || part, NUL_MESSAGE);
    }
  });
}
