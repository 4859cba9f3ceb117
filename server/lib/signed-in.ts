import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '@contract/staff-roles';
import type { AuthUser, StaffUser } from '../context';
import { AppError } from './errors';

// The request's player slot is declared here, below the modules, so that shared request code
// (per-player rate limits) can read it; the auth module's guard is what fills it.
declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
    staffUser: StaffUser | null;
  }
  interface FastifyContextConfig {
    /** A console route's roles (its declaration), which the console guard enforces. */
    consoleRoles?: readonly StaffRole[];
    /** A console route open before the account is set up (its second factor enrolled). */
    consoleSetup?: boolean;
    /** A console route open while the account must replace its one-time password. */
    consolePasswordSetup?: boolean;
  }
}

/** The signed-in player of a guarded request. */
export function userOf(req: FastifyRequest): AuthUser {
  if (!req.authUser) throw new AppError('unauthorized', 'Please sign in.');
  return req.authUser;
}

/** The signed-in staff member of a console request. */
export function staffOf(req: FastifyRequest): StaffUser {
  if (!req.staffUser) throw new AppError('unauthorized', 'Please sign in to the console.');
  return req.staffUser;
}
