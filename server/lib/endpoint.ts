import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Access, Endpoint, Route, Schemas, SchemasOf } from '@contract/endpoint';
import type { Envelope } from '@contract/envelope';
import type { AppContext, AuthUser, StaffUser } from '../context';
import { staffOf, userOf } from './signed-in';
import { playerWriteLimit } from './rate-limits';
import { AppError } from './errors';
import { replies } from './replies';

/** A multipart route's body is a stream its handler reads; its query and params are checked. */
const formValidator: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? () => true
    : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);

/**
 * Where each access is mounted (app.ts builds these scopes): the scope decides the guard, so an
 * endpoint registered under another access's prefix is a bug, refused when the app is built.
 */
const scopeOf: Record<Access, string> = {
  public: '/api/public',
  player: '/api/v2.0',
  'sign-in': '/api',
  'payment-callback': '/api/payments',
  console: '/api/console',
  'console-sign-in': '/api/console',
};

type Part<S extends Schemas, K extends keyof Schemas> = S[K] extends z.ZodType
  ? z.output<S[K]>
  : undefined;

/** What a handler gets: the validated input, and the signed-in player on a player route. */
interface Call<R extends Route> {
  req: FastifyRequest;
  /** For what the envelope cannot carry: a cookie the console's sign-in sets or clears. */
  reply: FastifyReply;
  body: Part<SchemasOf<R>, 'body'>;
  query: Part<SchemasOf<R>, 'query'>;
  params: Part<SchemasOf<R>, 'params'>;
  user: R extends Route<Schemas, 'player'> ? AuthUser : null;
  /** The signed-in staff member on a console route. */
  staff: R extends Route<Schemas, 'console'> ? StaffUser : null;
}

/** A download endpoint's file: its body, and the name the browser saves it under. */
interface Download {
  name: string;
  body: string | Buffer;
}

export type Handler<R extends Route> = (
  call: Call<R>,
) => Promise<
  SchemasOf<R> extends { download: string } ? Download : Envelope<z.input<SchemasOf<R>['reply']>>
>;

export interface RegisterOptions {
  /**
   * The key of a `sign-in` limit (per subscriber, not per address: carrier NAT), or of a
   * `console-sign-in` limit's second count, per account and address (the first is per address).
   */
  limitKey?: (req: FastifyRequest) => string | Promise<string>;
}

function limitConfig(
  ctx: AppContext,
  endpoint: Endpoint,
  opts: RegisterOptions,
): FastifyContextConfig | undefined {
  if (endpoint.limit === 'game-write') return playerWriteLimit(ctx);
  if (endpoint.limit === 'console-sign-in') {
    return {
      rateLimit: {
        max: ctx.config.consoleSignInRateLimit,
        timeWindow: '1 minute',
        keyGenerator: (req) => `console-address:${req.ip}`,
      },
    };
  }
  if (endpoint.access === 'console') {
    if (!endpoint.roles?.length) throw new Error(`${endpoint.route} declares no roles`);
    return {
      consoleRoles: endpoint.roles,
      consoleSetup: endpoint.setup === true,
      consolePasswordSetup: endpoint.passwordSetup === true,
    };
  }
  if (endpoint.limit === 'sign-in') {
    if (!opts.limitKey) throw new Error(`${endpoint.route} needs a limitKey`);
    return {
      rateLimit: {
        max: ctx.config.checkTokenRateLimit,
        timeWindow: '1 minute',
        keyGenerator: opts.limitKey,
      },
    };
  }
  return undefined;
}

/**
 * A console sign-in's second count, per account from one address (the route's limitKey): one
 * address hammering one account is held sooner than by the per-address count. Not per account
 * alone, which whoever spends it would use to keep the account's owner out (the failures' growing
 * delay, also per address, bounds guessing over time). It reads the body, so it runs as a
 * preHandler (after parsing), where the per-address count ran at onRequest. It counts in the plugin's store
 * (Redis with REDIS_URL) through createRateLimit: the plugin's own hook runs once a request.
 */
function accountLimiter(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: Endpoint,
  opts: RegisterOptions,
) {
  if (endpoint.limit !== 'console-sign-in') return undefined;
  const { limitKey } = opts;
  if (!limitKey) throw new Error(`${endpoint.route} needs a limitKey`);
  const limit = app.createRateLimit({
    max: ctx.config.consoleAccountRateLimit,
    timeWindow: '1 minute',
    keyGenerator: async (req) => `console-account:${await limitKey(req)}`,
  });
  return async (req: FastifyRequest) => {
    const counted = await limit(req);
    if (!counted.isAllowed && counted.isExceeded) {
      throw new AppError(
        'rate_limited',
        `Too many sign-ins to this account, try again in ${counted.ttlInSeconds} seconds`,
      );
    }
  };
}

/**
 * Adds one declared endpoint to `app`: its path, schemas (the reply in the envelope, with the
 * refusals it declares), OpenAPI tag and summary, and write limit all come from the declaration;
 * the module gives only the handler.
 */
export function register<R extends Route>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: Endpoint<R>,
  handler: Handler<R>,
  opts: RegisterOptions = {},
): void {
  const { method, path, access } = endpoint as Endpoint;
  const prefix = scopeOf[access];
  if (app.prefix !== prefix || !path.startsWith(`${prefix}/`)) {
    throw new Error(`${method} ${path} (${access}) registered under "${app.prefix}"`);
  }
  const { body, query, params, form, download } = endpoint as Schemas;
  const config = limitConfig(ctx, endpoint as Endpoint, opts);
  const accountLimit = accountLimiter(app, ctx, endpoint as Endpoint, opts);
  app.route({
    method,
    url: path.slice(prefix.length),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(body && { body }),
      ...(form && { body: form, consumes: ['multipart/form-data'] }),
      ...(query && { querystring: query }),
      ...(params && { params }),
      response: {
        ...replies(endpoint.reply, ...endpoint.refusals),
        // A file is not serialised: the schema only documents it.
        ...(download && {
          200: { description: 'The file', content: { [download]: { schema: endpoint.reply } } },
        }),
      },
    },
    ...(config && { config }),
    ...(accountLimit && { preHandler: accountLimit }),
    // The form schema documents the fields; the handler reads and checks the file stream. The
    // query and params are still checked: `?dry_run=0` must not reach the handler as a string.
    ...(form && { validatorCompiler: formValidator }),
    // The schemas above validated the input, and the scope's guard the player, before this runs.
    handler: async (req, reply) => {
      const user = access === 'player' ? userOf(req) : null;
      const staff = access === 'console' ? staffOf(req) : null;
      const { body: b, query: q, params: p } = req;
      const result = await handler({
        req,
        reply,
        body: b,
        query: q,
        params: p,
        user,
        staff,
      } as unknown as Call<R>);
      if (!download) return result;
      const file = result as Download;
      return reply
        .type(download)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.body);
    },
  });
}
