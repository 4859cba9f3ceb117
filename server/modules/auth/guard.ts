import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { bearerSecurity, refusal } from '../../lib/replies';
import { authenticate } from './service';

// Routes have always read their player through the guard; the slot itself lives below the modules.
/** Every route registered on `scope` after this needs a valid bearer session. */
export function registerAuthGuard(scope: FastifyInstance, ctx: AppContext): void {
  scope.decorateRequest('authUser', null);
  // The document shows what this guard enforces: a bearer session, refused with a 401.
  scope.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    const response = typeof schema.response === 'object' ? schema.response : {};
    route.schema = {
      ...schema,
      security: bearerSecurity,
      response: { ...response, 401: refusal(401) },
    };
  });
  scope.addHook('onRequest', async (req) => {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new AppError('unauthorized', 'Missing bearer token. Please sign in.');
    req.authUser = await authenticate(ctx, match[1]);
  });
}
