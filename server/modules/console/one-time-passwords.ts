import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { staff } from './tables';

type PasswordState = Pick<typeof staff.$inferSelect, 'passwordChangeRequired' | 'passwordSetAt'>;

/**
 * When the account's one-time password (an invitation's or a reset's, still not replaced) stops
 * opening it, CONSOLE_ONE_TIME_PASSWORD_HOURS after it was issued; null for an own password.
 */
export function oneTimeExpiry(ctx: AppContext, row: PasswordState): Date | null {
  if (!row.passwordChangeRequired) return null;
  return new Date(row.passwordSetAt.getTime() + ctx.config.consoleOneTimePasswordHours * 3_600_000);
}

export function oneTimePasswordExpired(ctx: AppContext, row: PasswordState, now = new Date()) {
  const expiry = oneTimeExpiry(ctx, row);
  return expiry !== null && expiry <= now;
}

/**
 * Said only to whoever typed the right one-time password: it tells them nothing they did not
 * know, and tells them what to do.
 */
export const oneTimePasswordExpiredError = () =>
  new AppError(
    'one_time_password_expired',
    'This one-time password has expired. Ask an admin for a new one.',
  );
