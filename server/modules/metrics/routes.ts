import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { createAppMetrics, metricsAllowed } from './service';

/**
 * Prometheus metrics. Hooks sit on the root instance so every route is measured; GET /metrics
 * needs METRICS_TOKEN as a bearer when set, and in production is off unless it is set.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  const token = ctx.config.metricsToken;
  if (ctx.config.isProduction && !token) return;
  const metrics = createAppMetrics(ctx);

  app.addHook('onError', async (req, _reply, error) => metrics.noteError(req, error));
  app.addHook('onSend', async (req, reply, payload) => {
    metrics.noteReplyCode(req, reply.statusCode, payload);
    return payload;
  });
  app.addHook('onResponse', async (req, reply) =>
    metrics.observe(req, reply.statusCode, reply.elapsedTime),
  );

  app.get('/metrics', async (req, reply) => {
    if (!metricsAllowed(token, req.headers.authorization)) {
      throw new AppError('unauthorized', 'A metrics token is required');
    }
    return reply
      .type(metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.scrape());
  });
}
