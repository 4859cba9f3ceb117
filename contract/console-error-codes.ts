/**
 * The codes only console routes send, kept apart from ./error-codes.ts so that the player's app
 * (whose first screen loads that list) does not grow by them.
 */
export const CONSOLE_ERROR_CODES = [
  // Signed in, but the role may not do this, or a write without the session's X-CSRF-Token (403).
  'forbidden',
  'csrf_failed',
  // Unknown email, wrong password, disabled account, the development admin in production, or an
  // address delayed by its failed sign-ins: one answer for all, so none tells a staff email (401).
  'invalid_credentials',
  // The account has a second factor: send `totp` (401), or the code given is wrong (401).
  'totp_required',
  'totp_invalid',
  // Production requires this role to enrol a second factor before anything else (403).
  'totp_enrolment_required',
  // The account still has the one-time password it was given: set an own one first (403).
  'password_change_required',
  // The right password, but a one-time one older than CONSOLE_ONE_TIME_PASSWORD_HOURS: an admin
  // issues a new one (401).
  'one_time_password_expired',
  // A new password a strength estimator guesses easily (repeats, sequences, common passwords,
  // the account's own email): `data.reason` says which, `data.errors` the field (422).
  'password_too_weak',
  // The change would leave the console without an admin, or staff acting on themselves (409).
  'staff_conflict',
  // An invitation for an email that already has a staff account, enabled or not (409).
  'staff_email_taken',
  // Fair play: the attempt is still being played, or its review is already decided (409).
  'review_conflict',
  // A tournament may be edited or cancelled only before its start (409); its results and winners
  // exist once it has ended and its ranking is frozen (409); a prize is marked delivered once (409).
  'tournament_started',
  'tournament_not_ended',
  'prize_already_delivered',
  // A winner whose attempt has an open fair-play flag: the prize waits for its review (409).
  'prize_held_for_review',
  // Customer care: the player is already in the state asked for (blocked, unblocked, default
  // name, no picture, pack not renewing) (409).
  'player_state',
  // A support member's adjustment beyond their per-day cap (409; beyond the per-action cap is a 422).
  'adjustment_cap',
  // A debit larger than the player's balance: balances never go below zero (409).
  'balance_too_low',
  // An admin's credit waiting for a second admin: the admin who asked may not decide it (403);
  // it is approved or declined once (409).
  'own_approval',
  'approval_decided',
] as const;
export type ConsoleErrorCode = (typeof CONSOLE_ERROR_CODES)[number];
