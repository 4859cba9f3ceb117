import type { Endpoint, ReplyOf as RouteReply, Route } from '@contract/endpoint';
import type { Schema } from './client';

// Development (vite dev server, Vitest) checks every reply against the contract, so a client
// that drifts from it fails loudly. A production build keeps only the types: zod (~25 KB
// compressed) would otherwise be on every first screen, and the server already refuses to send
// a reply its contract schema does not accept (fastify-type-provider-zod's serializer), which
// the API and browser tests exercise. The glob sits in a branch the build removes, so no
// contract schema is even emitted for the browser.
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
