import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Routes } from '../../lib/plugin';
import { mintAccessToken } from '../auth/mint';
import { page, micrositeHome, staticPage } from './pages';

const ZLoginQuery = z.object({
  msisdn: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{11}$/, 'must be 11 digits')),
  name: z.string().trim().max(80).optional(),
});

/**
 * The development stand-in for the operator's microsite (never registered in production): a tester
 * types a number and lands on /login?access_token=…, as a subscriber would from the operator.
 */
export const devRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    app.get('/microsite', async (_req, reply) => reply.type('text/html').send(micrositeHome()));

    app.get('/microsite/login', async (req, reply) => {
      const parsed = ZLoginQuery.safeParse(req.query);
      if (!parsed.success) {
        return reply
          .code(422)
          .type('text/html')
          .send(micrositeHome('Enter an 11-digit mobile number, e.g. 01712345678.'));
      }
      const token = await mintAccessToken(ctx.config.operatorTokenSecret, parsed.data);
      return reply.redirect(`/login?access_token=${encodeURIComponent(token)}`);
    });

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
