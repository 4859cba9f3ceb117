import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../context';
import { AppError } from './errors';

// The request's player slot is declared here, below the modules, so that shared request code
// (per-player rate limits) can read it; the auth module's guard is what fills it.
declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

/** The signed-in player of a guarded request. */
export function userOf(req: FastifyRequest): AuthUser {
  if (!req.authUser) throw new AppError('unauthorized', 'Please sign in.');
  return req.authUser;
}
