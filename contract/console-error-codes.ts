/**
 * The codes only console routes send, kept apart from ./error-codes.ts so that the player's app
 * (whose first screen loads that list) does not grow by them.
 */
export const CONSOLE_ERROR_CODES = [
  // Signed in, but the role may not do this, or a write without the session's X-CSRF-Token (403).
  'forbidden',
  'csrf_failed',
  // Unknown email, wrong password, disabled account, or the development admin in production (401).
  'invalid_credentials',
  // Too many failed sign-ins: the account waits until the lock ends (429).
  'account_locked',
  // The account has a second factor: send `totp` (401), or the code given is wrong (401).
  'totp_required',
  'totp_invalid',
  // Production requires this role to enrol a second factor before anything else (403).
  'totp_enrolment_required',
  // The account still has the one-time password it was given: set an own one first (403).
  'password_change_required',
  // The change would leave the console without an admin, or staff acting on themselves (409).
  'staff_conflict',
] as const;
export type ConsoleErrorCode = (typeof CONSOLE_ERROR_CODES)[number];
