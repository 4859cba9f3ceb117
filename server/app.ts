import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import secureJson from 'secure-json-parse';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { isConnectionError } from './db/connection-errors';
import { registerDraining } from './lib/draining';
import { AppError, codeOfStatus, errorEnvelope } from './lib/errors';
import { onClientError, onFrameworkError } from './lib/framework-errors';
import { type LogStream, loggerOptions } from './lib/logging';
import { localRateLimitStore, sharedRateLimitStore } from './lib/rate-limit-store';
import { registerPlayerWriteLimit } from './lib/rate-limits';
import { compressOptions } from './lib/compression';
import { registerNulGuard } from './lib/nul-guard';
import { registerNoStore, registerSecurityHeaders } from './lib/security-headers';
import { registerUploads } from './lib/upload';
import type { Listener } from './db/client';
import { registerAuthGuard } from './modules/auth/guard';
import { listenForLogouts } from './modules/auth/session-notices';
import { authRoutes, sessionRoutes } from './modules/auth/routes';
import { attachBattleSockets, battleRoutes } from './modules/battles';
import { challengeRoutes } from './modules/challenges/routes';
import { cancelPendingBetween } from './modules/challenges';
import {
  consoleRoutes,
  consoleSignInRoutes,
  registerConsoleCookies,
  registerConsoleGuard,
} from './modules/console';
import { consoleContentRoutes, consoleStudioRoutes } from './modules/console-content';
import { consoleFairPlayRoutes } from './modules/console-fairplay';
import { consoleEventsRoutes } from './modules/console-events';
import { analyticsRoutes } from './modules/analytics';
import { consoleCareRoutes } from './modules/console-care';
import { consolePromotionsRoutes } from './modules/console-promotions';
import { contentImportRoutes } from './modules/content-import';
import { devRoutes } from './modules/dev/routes';
import { friendRoutes } from './modules/friends/routes';
import { healthRoutes } from './modules/health/routes';
import { mediaRoutes } from './modules/media/routes';
import { packRoutes } from './modules/packs/routes';
import { standingOf } from './modules/packs';
import { paymentCallbackRoutes } from './modules/packs/callback-routes';
import { PaymentSandbox } from './modules/payments/sandbox';
import { sandboxRoutes } from './modules/payments/sandbox-routes';
import { setPaymentGateway } from './modules/payments';
import { registerMetrics } from './modules/metrics/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { pushRoutes } from './modules/push/routes';
import { consoleBadgesRoutes } from './modules/retention/console-routes';
import { retentionRoutes } from './modules/retention/routes';
import { publicRoutes } from './modules/public/routes';
import { gameplayRoutes } from './modules/gameplay/routes';
import { topicRoutes } from './modules/topics/routes';
import { readContentImage } from './modules/topics';
import { tournamentRoutes } from './modules/tournaments/routes';
import { userRoutes } from './modules/users/routes';
import { registerAsyncApi } from './asyncapi';
import { registerOpenApi } from './openapi';
import { webRoutes } from './web-static';

export type App = FastifyInstance;

/** Builds the whole HTTP app without listening, so tests drive it through real requests. */
export async function buildApp(
  ctx: AppContext,
  opts: {
    logStream?: LogStream;
    /** Sees every route as it is added (the fuzz test enumerates the API with it). */
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(ctx.config, opts.logStream),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1_048_576,
    frameworkErrors: onFrameworkError,
    clientErrorHandler: onClientError,
    // Replies while closing come from registerDraining, in the envelope.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Clients post an empty body where the spec says "empty": read it as {} instead of refusing it.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, secureJson.parse(text, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new AppError('bad_request', 'Malformed JSON body'), undefined);
    }
  });

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  registerSecurityHeaders(app);
  // HTML and JSON on the fly; the built web files are precompressed (web-static.ts). Its onSend
  // hooks are per route, so they run after the root hooks (metrics read the plain payload).
  await app.register(compress, compressOptions);
  // After helmet, so the 503 of a closing server carries the security headers too.
  registerDraining(app, ctx);
  await app.register(rateLimit, {
    global: false,
    store: ctx.redis
      ? sharedRateLimitStore(app, ctx.redis, ctx.config.redisKeyPrefix)
      : localRateLimitStore,
    errorResponseBuilder: (_req, context) => {
      const err = new AppError(
        'rate_limited',
        `Too many requests, try again in ${Math.ceil(context.ttl / 1000)} seconds`,
      );
      return err;
    },
  });

  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        (errors[field] ??= []).push(issue.message ?? 'is invalid');
      }
      return reply
        .code(422)
        .send(errorEnvelope('validation_failed', 'The given data was invalid.', errors));
    }
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .send(errorEnvelope(error.code, error.message, error.fields, error.status, error.reason));
    }
    if (isConnectionError(error)) {
      // The database dropped the connection (restart, failover): the pool reconnects, so retry.
      req.log.warn({ err: error, reqId: req.id }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '2')
        .send(errorEnvelope('service_unavailable', 'Service briefly unavailable, try again.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (body too large, wrong content type, …) keep their status.
      const code = codeOfStatus(status);
      return reply.code(status).send(errorEnvelope(code, error.message, undefined, status));
    }
    req.log.error({ err: error, reqId: req.id }, 'unhandled error');
    const message = `Something went wrong (request ${req.id}). Please try again.`;
    return reply.code(500).send(errorEnvelope('internal_error', message));
  });

  registerMetrics(app, ctx);
  // Live battles' Socket.IO server, on this app's HTTP server (path /socket.io/).
  await attachBattleSockets(app, ctx);
  if (ctx.config.apiDocs) {
    await registerOpenApi(app);
    registerAsyncApi(app, ctx.config.publicUrl);
  }
  await app.register(healthRoutes(ctx));
  await app.register(mediaRoutes(ctx, readContentImage));
  await app.register(
    async (api) => {
      registerNulGuard(api);
      await api.register(publicRoutes(ctx), { prefix: '/public' });
      await api.register(async (personal) => {
        registerNoStore(personal);
        await personal.register(authRoutes(ctx));
        await personal.register(paymentCallbackRoutes(ctx), { prefix: '/payments' });
        // Staff, not players: a session cookie of their own, never a player's bearer token.
        await personal.register(
          async (staffScope) => {
            await registerConsoleCookies(staffScope);
            await staffScope.register(consoleSignInRoutes(ctx));
            // Each console area registers inside this one guard (session, role, CSRF).
            await staffScope.register(async (guarded) => {
              registerConsoleGuard(guarded, ctx);
              // Studio pictures and content import: one parser, each call sets its file size.
              await registerUploads(guarded);
              await guarded.register(consoleRoutes(ctx));
              await guarded.register(consoleContentRoutes(ctx));
              await guarded.register(consoleStudioRoutes(ctx));
              await guarded.register(consoleFairPlayRoutes(ctx));
              await guarded.register(consoleEventsRoutes(ctx));
              await guarded.register(analyticsRoutes(ctx));
              await guarded.register(consoleBadgesRoutes(ctx));
              await guarded.register(consoleCareRoutes(ctx));
              await guarded.register(consolePromotionsRoutes(ctx));
              await guarded.register(contentImportRoutes(ctx));
            });
          },
          { prefix: '/console' },
        );
        await personal.register(
          async (v2) => {
            registerAuthGuard(v2, ctx);
            registerPlayerWriteLimit(v2, ctx);
            await v2.register(sessionRoutes(ctx));
            await v2.register(userRoutes(ctx));
            await v2.register(tournamentRoutes(ctx));
            await v2.register(topicRoutes(ctx));
            await v2.register(gameplayRoutes(ctx));
            await v2.register(packRoutes(ctx));
            await v2.register(friendRoutes(ctx, cancelPendingBetween));
            await v2.register(challengeRoutes(ctx));
            await v2.register(battleRoutes(ctx));
            await v2.register(notificationRoutes(ctx, standingOf));
            await v2.register(retentionRoutes(ctx));
            await v2.register(pushRoutes(ctx));
          },
          { prefix: '/v2.0' },
        );
      });
    },
    { prefix: '/api' },
  );
  if (!ctx.config.isProduction) {
    await app.register(devRoutes(ctx), { prefix: '/dev' });
    // The payment sandbox plays every provider outside production; production never mounts it.
    const sandbox = new PaymentSandbox(ctx.config.paymentCallbackSecret ?? '');
    sandbox.bind(app);
    setPaymentGateway(ctx, sandbox);
    await app.register(sandboxRoutes(ctx, sandbox), { prefix: '/dev/sandbox' });
  }
  await app.register(webRoutes(ctx));

  // Sessions are kept in memory only while this process hears every logout (session-notices.ts).
  let logouts: Listener | null = null;
  app.addHook('onReady', async () => {
    logouts = listenForLogouts(ctx);
  });
  app.addHook('onClose', async () => {
    await logouts?.close();
  });

  return app;
}
