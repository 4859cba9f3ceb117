import type { z } from 'zod';

/**
 * Who may call an endpoint, which decides where the server mounts it and the guard in front of
 * it: `public` needs no token and shows nothing personal (/api/public); `player` needs a bearer
 * session (/api/v2.0, the auth guard); `sign-in` trades an operator token (/api); the operator's
 * `payment-callback` carries its own signature (/api/payments).
 */
export type Access = 'public' | 'player' | 'sign-in' | 'payment-callback';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The refusals a route can declare; the server's table in lib/replies.ts says what each means. */
export type RefusalStatus = 400 | 401 | 402 | 403 | 404 | 409 | 415 | 422 | 429 | 500 | 503;

/** The zod schemas of an endpoint, as types: the web names them without loading zod. */
export interface Schemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  reply: z.ZodType;
}

/**
 * An endpoint's address: method, full path (as interfaces.md spells it, `:name` for a path
 * parameter) and access. Zod-free, one `export const` each, so the web bundles only the ones it
 * calls; its schemas travel as the type parameter and are attached by `declareEndpoints` (server, dev).
 */
export interface Route<S extends Schemas = Schemas, A extends Access = Access> {
  readonly method: Method;
  readonly path: string;
  readonly access: A;
  /** Never set: carries the schemas' types to the client. */
  readonly schemas?: S;
}

export type PlayerRoute<S extends Schemas> = Route<S, 'player'>;
export type PublicRoute<S extends Schemas> = Route<S, 'public'>;

export type SchemasOf<R> = R extends Route<infer S, Access> ? S : never;
export type ReplyOf<R> = z.output<SchemasOf<R>['reply']>;
type InputPart<S extends Schemas, K extends 'body' | 'query' | 'params'> = S[K] extends z.ZodType
  ? { [P in K]: z.input<S[K]> }
  : { [P in K]?: undefined };
/** What a client sends: `{ body, query, params }`, each present when the endpoint reads it. */
export type InputOf<R> =
  SchemasOf<R> extends infer S extends Schemas
    ? InputPart<S, 'body'> & InputPart<S, 'query'> & InputPart<S, 'params'>
    : never;

/** The write limit a route runs under; without one, a player's write gets the default limit. */
export type Limit = 'game-write' | 'sign-in';

/** What the server and the OpenAPI document need beyond the address. */
export type Details<S extends Schemas> = S & {
  summary: string;
  /** Refusals besides 400, 500 and 503, which every route can answer, and the guard's 401. */
  refusals: readonly RefusalStatus[];
  limit?: Limit;
};

/** One endpoint declared whole: its route, schemas, refusals, summary and tag. */
export type Endpoint<R extends Route = Route> = Details<SchemasOf<R>> & { route: R; tag: string };

/**
 * Attaches schemas and details to a feature's routes, by the routes' export names: a route
 * without details, or schemas other than the ones its type names, fails to compile.
 */
export function declareEndpoints<Rs extends Record<string, Route>>(
  tag: string,
  routes: Rs,
  details: { [K in keyof Rs]: Details<SchemasOf<Rs[K]>> },
): { [K in keyof Rs]: Endpoint<Rs[K]> } {
  const out = {} as { [K in keyof Rs]: Endpoint<Rs[K]> };
  for (const name of Object.keys(routes) as Array<keyof Rs>) {
    out[name] = { ...details[name], route: routes[name], tag } as Endpoint<Rs[typeof name]>;
  }
  return out;
}

/** A path with its `:name` parameters filled in. */
export function pathWith(path: string, params: Record<string, string | number> | undefined) {
  return path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
}
