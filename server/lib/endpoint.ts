import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access, Endpoint, Route, Schemas, SchemasOf } from '@contract/endpoint';
import type { Envelope } from '@contract/envelope';
import type { AppContext, AuthUser } from '../context';
import { userOf } from './signed-in';
import { playerWriteLimit } from './rate-limits';
import { replies } from './replies';

/**
 * Where each access is mounted (app.ts builds these scopes): the scope decides the guard, so an
 * endpoint registered under another access's prefix is a bug, refused when the app is built.
 */
const scopeOf: Record<Access, string> = {
  public: '/api/public',
  player: '/api/v2.0',
  'sign-in': '/api',
  'payment-callback': '/api/payments',
};

type Part<S extends Schemas, K extends keyof Schemas> = S[K] extends z.ZodType
  ? z.output<S[K]>
  : undefined;

/** What a handler gets: the validated input, and the signed-in player on a player route. */
export interface Call<R extends Route> {
  req: FastifyRequest;
  body: Part<SchemasOf<R>, 'body'>;
  query: Part<SchemasOf<R>, 'query'>;
  params: Part<SchemasOf<R>, 'params'>;
  user: R extends Route<Schemas, 'player'> ? AuthUser : null;
}

export type Handler<R extends Route> = (
  call: Call<R>,
) => Promise<Envelope<z.input<SchemasOf<R>['reply']>>>;

export interface RegisterOptions {
  /** The key of a `sign-in` limit (per subscriber, not per address: carrier NAT). */
  limitKey?: (req: FastifyRequest) => string | Promise<string>;
}

function limitConfig(
  ctx: AppContext,
  endpoint: Endpoint,
  opts: RegisterOptions,
): FastifyContextConfig | undefined {
  if (endpoint.limit === 'game-write') return playerWriteLimit(ctx);
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
  const { body, query, params, form } = endpoint as Schemas;
  const config = limitConfig(ctx, endpoint as Endpoint, opts);
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
      response: replies(endpoint.reply, ...endpoint.refusals),
    },
    ...(config && { config }),
    // The form schema documents the fields; the handler reads and checks the file stream.
    ...(form && { validatorCompiler: () => () => true }),
    // The schemas above validated the input, and the scope's guard the player, before this runs.
    handler: async (req) => {
      const user = access === 'player' ? userOf(req) : null;
      const { body: b, query: q, params: p } = req;
      return handler({ req, body: b, query: q, params: p, user } as unknown as Call<R>);
    },
  });
}
