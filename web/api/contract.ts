import type { z } from 'zod';
import type * as appConfig from '@contract/app-config';
import type * as auth from '@contract/auth';
import type * as challenges from '@contract/challenges';
import type * as envelope from '@contract/envelope';
import type * as friends from '@contract/friends';
import type * as gameplay from '@contract/gameplay';
import type * as notifications from '@contract/notifications';
import type * as packs from '@contract/packs';
import type * as settings from '@contract/settings';
import type * as topics from '@contract/topics';
import type * as tournaments from '@contract/tournaments';
import type * as users from '@contract/users';
import type { Endpoint, ReplyOf as RouteReply, Route } from '@contract/endpoint';
import type { Schema } from './client';

interface ContractModules {
  'app-config': typeof appConfig;
  auth: typeof auth;
  challenges: typeof challenges;
  envelope: typeof envelope;
  friends: typeof friends;
  gameplay: typeof gameplay;
  notifications: typeof notifications;
  packs: typeof packs;
  settings: typeof settings;
  topics: typeof topics;
  tournaments: typeof tournaments;
  users: typeof users;
}
type ContractModule = keyof ContractModules;
/** The exports of a contract module that are zod schemas (not helpers such as ZEnvelope). */
type SchemaName<M extends ContractModule> = {
  [K in keyof ContractModules[M]]: ContractModules[M][K] extends z.ZodType ? K : never;
}[keyof ContractModules[M]] &
  string;
type ReplyOf<M extends ContractModule, K extends SchemaName<M>> =
  ContractModules[M][K] extends z.ZodType<infer T> ? T : never;

// Development (vite dev server, Vitest) checks every reply against the contract, so a client
// that drifts from it fails loudly. A production build keeps only the types: zod (~25 KB
// compressed) would otherwise be on every first screen, and the server already refuses to send
// a reply its contract schema does not accept (fastify-type-provider-zod's serializer), which
// the API and browser tests exercise. The glob sits in a branch the build removes, so no
// contract schema is even emitted for the browser.
const contractModules: Record<string, () => Promise<unknown>> = import.meta.env.DEV
  ? import.meta.glob(['../../contract/*.ts', '!../../contract/*.test.ts'])
  : {};
const endpointModules: Record<string, () => Promise<unknown>> = import.meta.env.DEV
  ? import.meta.glob('../../contract/endpoints/*.ts')
  : {};

/** A production build trusts the server's serializer (see above). */
const unchecked: Schema<unknown> = { parse: (input) => input };

let declared: Promise<Map<Route, Schema<unknown>>> | undefined;

/** Every declared endpoint's reply schema, by its route (development only, see above). */
function declaredReplies(): Promise<Map<Route, Schema<unknown>>> {
  declared ??= Promise.all(Object.values(endpointModules).map((load) => load())).then((modules) => {
    const byRoute = new Map<Route, Schema<unknown>>();
    for (const module of modules as Array<Record<string, Record<string, Endpoint>>>) {
      for (const group of Object.values(module)) {
        for (const endpoint of Object.values(group)) byRoute.set(endpoint.route, endpoint.reply);
      }
    }
    return byRoute;
  });
  return declared;
}

/** The reply of a declared endpoint: typed by its contract, checked against it in development. */
export function replyOf<R extends Route>(route: R): Schema<RouteReply<R>> {
  if (!import.meta.env.DEV) return unchecked as Schema<RouteReply<R>>;
  return {
    parse: async (input) => {
      const schema = (await declaredReplies()).get(route);
      if (!schema) throw new Error(`No declaration of ${route}`);
      return schema.parse(input) as RouteReply<R>;
    },
  };
}

async function loadSchema(module: string, name: string): Promise<Schema<unknown>> {
  const load = contractModules[`../../contract/${module}.ts`];
  if (!load) throw new Error(`No contract module ${module}`);
  const schema = ((await load()) as Record<string, Schema<unknown> | undefined>)[name];
  if (!schema) throw new Error(`No schema ${name} in contract/${module}`);
  return schema;
}

/**
 * The reply a by-path call expects, named by its contract schema: `contract('users',
 * 'ZUserReply')`. Typed as that schema's output; checked against it only in
 * development (see above).
 */
export function contract<M extends ContractModule, K extends SchemaName<M>>(
  module: M,
  name: K,
): Schema<ReplyOf<M, K>> {
  if (!import.meta.env.DEV) return unchecked as Schema<ReplyOf<M, K>>;
  return {
    parse: async (input) => (await loadSchema(module, name)).parse(input) as ReplyOf<M, K>,
  };
}
