import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { consoleSecurity, refusal } from '../../lib/replies';
import { authenticateStaff } from './sessions';

const SESSION_COOKIE = 'qa_console';
const COOKIE_PATH = '/api/console';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The cookie plugin, for the console's scope only: no player route reads cookies. */
export async function registerConsoleCookies(scope: FastifyInstance): Promise<void> {
  await scope.register(cookie);
}

export function setSessionCookie(ctx: AppContext, reply: FastifyReply, token: string): void {
  // No Max-Age: the browser forgets it when closed, and the server ends it after idle minutes.
  void reply.setCookie(SESSION_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.isProduction,
  });
}

export function clearSessionCookie(ctx: AppContext, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.isProduction,
  });
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Every route registered on `scope` after this needs a live staff session cookie (401), a role
 * its declaration names (403), an account set up as production requires (403), and on a write
 * the session's CSRF token in X-CSRF-Token (403). A player's bearer token is never read here.
 */
export function registerConsoleGuard(scope: FastifyInstance, ctx: AppContext): void {
  scope.decorateRequest('staffUser', null);
  scope.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    const response = typeof schema.response === 'object' ? schema.response : {};
    route.schema = {
      ...schema,
      security: consoleSecurity,
      response: { ...response, 401: refusal(401), 403: refusal(403) },
    };
  });
  scope.addHook('onRequest', async (req) => {
    const token = req.cookies[SESSION_COOKIE];
    if (!token) throw new AppError('unauthorized', 'Please sign in to the console.');
    const who = await authenticateStaff(ctx, token);
    const { consoleRoles, consoleSetup, consolePasswordSetup } = req.routeOptions.config;
    if (who.passwordChangeRequired && !consolePasswordSetup) {
      throw new AppError('password_change_required', 'Set your own password before going on.');
    }
    if (who.totpEnrolmentRequired && !consoleSetup) {
      throw new AppError('totp_enrolment_required', 'Enrol a second factor before going on.');
    }
    if (!consoleRoles?.includes(who.role)) {
      throw new AppError('forbidden', 'Your role may not do this.');
    }
    if (!READS.has(req.method)) {
      const given = req.headers['x-csrf-token'];
      if (typeof given !== 'string' || !sameSecret(given, who.csrfToken)) {
        throw new AppError('csrf_failed', 'Missing or wrong X-CSRF-Token. Reload the console.');
      }
    }
    req.staffUser = who;
  });
}
