import { z } from 'zod';
import { ZDevSubscribeReply, ZDevSubscribeRequest } from '@contract/tournaments';
import { ok } from '../../lib/envelope';
import { fieldError } from '../../lib/errors';
import { replies } from '../../lib/replies';
import { authenticate, mintAccessToken } from '../auth';
import type { AppContext } from '../../context';
import type { Routes } from '../../lib/plugin';
import { page, micrositeHome, staticPage } from './pages';
import { devSubscribe } from './subscribe';

const ZLoginQuery = z.object({
  msisdn: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{11}$/, 'must be 11 digits')),
  name: z.string().trim().max(80).optional(),
  subscribe: z.literal('1').optional(),
  next: z.literal('store').optional(),
});
const ZHomeQuery = z.object({ next: z.literal('store').optional() });

/**
 * The development stand-in for the operator's microsite (never registered in production): a tester
 * types a number and lands on /login?access_token=…, as a subscriber would from the operator.
 */
export const devRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    app.get('/microsite', async (req, reply) => {
      // The visitor's subscription offer sends ?next=store: after sign-in the app opens the store.
      const next = ZHomeQuery.safeParse(req.query).data?.next;
      return reply.type('text/html').send(micrositeHome(undefined, next));
    });

    app.get('/microsite/login', async (req, reply) => {
      const parsed = ZLoginQuery.safeParse(req.query);
      if (!parsed.success) {
        return reply
          .code(422)
          .type('text/html')
          .send(micrositeHome('Enter an 11-digit mobile number, e.g. 01712345678.'));
      }
      if (parsed.data.subscribe) {
        await devSubscribe(ctx, { msisdn: parsed.data.msisdn }, ['DAILY', 'MEGA']);
      }
      const token = await mintAccessToken(ctx.config.operatorTokenSecret, {
        msisdn: parsed.data.msisdn,
        ...(parsed.data.name ? { name: parsed.data.name } : {}),
      });
      const next = parsed.data.next ? `&next=/${parsed.data.next}` : '';
      return reply.redirect(`/login?access_token=${encodeURIComponent(token)}${next}`);
    });

    app.post(
      '/subscribe',
      {
        schema: {
          tags: ['Development'],
          summary: 'Subscribe a player to the daily and mega packs (development only)',
          body: ZDevSubscribeRequest,
          response: replies(ZDevSubscribeReply, 400, 401, 422),
        },
      },
      async (req) => {
        const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
        const who = bearer
          ? { userId: (await authenticate(ctx, bearer)).id }
          : req.body.msisdn
            ? { msisdn: req.body.msisdn }
            : null;
        if (!who) throw fieldError('msisdn', 'is required without a bearer token');
        return ok({ subscribed: await devSubscribe(ctx, who, req.body.types) }, 'Subscribed');
      },
    );

    app.get(
      '/microsite/:page',
      {
        schema: {
          params: z.object({
            page: z.enum(['privacy-policy', 'terms-of-service', 'faq', 'subscribe']),
          }),
        },
      },
      async (req, reply) => reply.type('text/html').send(staticPage(req.params.page)),
    );

    app.get('/', async (_req, reply) =>
      reply
        .type('text/html')
        .send(page('Development', '<p><a href="/dev/microsite">Microsite</a></p>')),
    );
  };
