import type { AppContext } from '../context';

/**
 * A module's own state in this process's memory (a cache, the payment gateway), kept in the
 * context's `local` store under a key only that module holds: the context stays infrastructure
 * and knows no module (issue 34). Made on first use, one per context, so each test app (and
 * tests/helpers' anotherProcess) starts cold, as after a restart.
 */
export function processLocal<T>(
  name: string,
  create: () => T,
): (ctx: Pick<AppContext, 'local'>) => T {
  const key = Symbol(name);
  return (ctx) => {
    if (!ctx.local.has(key)) ctx.local.set(key, create());
    return ctx.local.get(key) as T;
  };
}
