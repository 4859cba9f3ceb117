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
  // Fair play: the attempt is still being played, or its review is already decided (409).
  'review_conflict',
  // A tournament may be edited or cancelled only before its start (409); its results and winners
  // exist once it has ended and its ranking is frozen (409); a prize is marked delivered once (409).
  'tournament_started',
  'tournament_not_ended',
  'prize_already_delivered',
  // Customer care: the player is already in the state asked for (blocked, unblocked, default
  // name, no picture, pack not renewing) (409).
  'player_state',
  // A support member's adjustment beyond their per-day cap (409; beyond the per-action cap is a 422).
  'adjustment_cap',
  // A debit larger than the player's balance: balances never go below zero (409).
  'balance_too_low',
] as const;
export type ConsoleErrorCode = (typeof CONSOLE_ERROR_CODES)[number];
