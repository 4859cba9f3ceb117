import type { z } from 'zod';
import type { StaffRole } from './staff-roles';

/**
 * Who may call an endpoint, which decides where the server mounts it and the guard in front of
 * it: `public` needs no token and shows nothing personal (/api/public); `player` needs a bearer
 * session (/api/v2.0, the auth guard); `sign-in` trades an operator token (/api); the operator's
 * `payment-callback` carries its own signature (/api/payments); `console` needs a staff session
 * cookie of one of the endpoint's roles, and `console-sign-in` opens that session
 * (/api/console).
 */
export type Access =
  'public' | 'player' | 'sign-in' | 'payment-callback' | 'console' | 'console-sign-in';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The refusals a route can declare; the server's table in lib/replies.ts says what each means. */
export type RefusalStatus = 400 | 401 | 402 | 403 | 404 | 409 | 415 | 422 | 429 | 500 | 503;

/** The zod schemas of an endpoint, as types: the web names them without loading zod. */
export interface Schemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** A multipart/form-data body: its fields, for the document; the handler reads the stream. */
  form?: z.ZodType;
  /**
   * A download's media type: the reply is a file of this type instead of the JSON envelope (an
   * import template), and `reply` describes the file's body for the document.
   */
  download?: string;
  reply: z.ZodType;
}

declare const schemasOf: unique symbol;
declare const accessOf: unique symbol;

/**
 * An endpoint's route: "METHOD /full/path" as interfaces.md spells the path (`:name` for a path
 * parameter), typed with its access and its schemas. A plain string constant, zod-free, so the
 * web build inlines each one where it is called (no shared chunk of routes on the first screen);
 * the schemas are attached by `declareEndpoints` for the server and the web's development check.
 */
export type Route<
  S extends Schemas = Schemas,
  A extends Access = Access,
> = `${Method} /${string}` & {
  /** Types only: never set. */
  readonly [schemasOf]?: S;
  readonly [accessOf]?: A;
};

export type PlayerRoute<S extends Schemas> = Route<S, 'player'>;
export type PublicRoute<S extends Schemas> = Route<S, 'public'>;
export type ConsoleRoute<S extends Schemas> = Route<S, 'console'>;

export type SchemasOf<R> = R extends Route<infer S, Access> ? S : never;
export type AccessOf<R> = R extends Route<Schemas, infer A> ? A : never;
export type ReplyOf<R> = z.output<SchemasOf<R>['reply']>;
type InputPart<S extends Schemas, K extends 'body' | 'params'> = S[K] extends z.ZodType
  ? { [P in K]: z.input<S[K]> }
  : { [P in K]?: undefined };
/** A query whose every field is optional may be left out, as an address without a search. */
type QueryPart<S extends Schemas> = S['query'] extends z.ZodType
  ? object extends z.input<S['query']>
    ? { query?: z.input<S['query']> }
    : { query: z.input<S['query']> }
  : { query?: undefined };
/** What a client sends: `{ body, query, params }`, each present when the endpoint reads it. */
export type InputOf<R> =
  SchemasOf<R> extends infer S extends Schemas
    ? (S['form'] extends z.ZodType ? { body: FormData } : InputPart<S, 'body'>) &
        QueryPart<S> &
        InputPart<S, 'params'>
    : never;

/**
 * A client's arguments after the route: its input with what the client adds (`Extra`: a signal,
 * headers), optional when the endpoint reads nothing.
 */
export type InputArgs<R, Extra = object> =
  Record<string, never> extends InputOf<R>
    ? [input?: InputOf<R> & Extra]
    : [input: InputOf<R> & Extra];

/** The write limit a route runs under; without one, a player's write gets the default limit. */
type Limit = 'game-write' | 'sign-in' | 'console-sign-in';

/** What the server and the OpenAPI document need beyond the address. */
export type Details<S extends Schemas> = S & {
  summary: string;
  /** Refusals besides 400, 500 and 503, which every route can answer, and the guard's 401. */
  refusals: readonly RefusalStatus[];
  limit?: Limit;
  /** A console endpoint's roles: every other role is refused with a 403. */
  roles?: readonly StaffRole[];
  /**
   * A console endpoint a session may call before its account is set up (the second factor that
   * production requires of some roles): reading itself, enrolling, signing out.
   */
  setup?: boolean;
  /**
   * A console endpoint a session may call while its password is still the one-time one it was
   * given: reading itself, changing the password, signing out.
   */
  passwordSetup?: boolean;
};

/** A console endpoint must name its roles; no other endpoint has any. */
type RolesFor<A extends Access> = A extends 'console'
  ? { roles: readonly StaffRole[] }
  : { roles?: undefined; setup?: undefined; passwordSetup?: undefined };

/** One endpoint declared whole: its route, method, path, access, schemas, refusals and tag. */
export type Endpoint<R extends Route = Route> = Details<SchemasOf<R>> & {
  route: R;
  method: Method;
  path: string;
  access: AccessOf<R>;
  tag: string;
};

/** A route's method and path. */
export function partsOf(route: Route): { method: Method; path: string } {
  const space = route.indexOf(' ');
  return { method: route.slice(0, space) as Method, path: route.slice(space + 1) };
}

/**
 * Attaches schemas and details to a feature's routes, by the routes' export names: a route
 * without details, or schemas other than the ones its type names, fails to compile.
 */
export function declareEndpoints<Rs extends Record<string, Route>>(
  tag: string,
  routes: Rs,
  details: {
    [K in keyof Rs]: Details<SchemasOf<Rs[K]>> & { access: AccessOf<Rs[K]> } & RolesFor<
        AccessOf<Rs[K]>
      >;
  },
): { [K in keyof Rs]: Endpoint<Rs[K]> } {
  const out = {} as { [K in keyof Rs]: Endpoint<Rs[K]> };
  for (const name of Object.keys(routes) as Array<keyof Rs>) {
    const route = routes[name] as Rs[typeof name];
    out[name] = { ...details[name], ...partsOf(route), route, tag } as Endpoint<Rs[typeof name]>;
  }
  return out;
}

/** A path with its `:name` parameters filled in. */
export function pathWith(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
}

/**
 * A call's query as the address's search (`?page=2&q=kyaw`), or '' when it has none: every
 * client (the app, the console, the API tests) writes a query the same way. Undefined values are
 * left out, as a form's unset filter.
 */
export function searchOf(query?: Record<string, unknown>): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
