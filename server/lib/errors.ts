import type { ErrorCode, ErrorData } from '@contract/errors';
import type { Envelope } from '@contract/envelope';
import { failure } from './envelope';

export type { ErrorCode } from '@contract/errors';

/** The one table from code to HTTP status (interfaces.md: 401, 404, 409, 422, refusals as 4xx). */
const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  session_expired: 401,
  token_expired: 401,
  token_invalid: 401,
  token_replayed: 401,
  account_blocked: 401,
  out_of_coin: 402,
  out_of_gem: 402,
  not_found: 404,
  route_not_found: 404,
  no_question_found: 404,
  already_answered: 409,
  already_claimed: 409,
  question_not_served: 409,
  not_current_question: 409,
  not_answered_wrong: 409,
  already_tried_again: 409,
  option_already_tried: 409,
  answer_revealed: 409,
  game_finished: 409,
  question_closed: 409,
  battle_busy: 409,
  invite_closed: 409,
  unknown_event: 404,
  tournament_not_open: 409,
  not_subscribed: 403,
  no_quota: 409,
  lifeline_used: 409,
  reminder_closed: 409,
  review_not_open: 409,
  already_subscribed: 409,
  pack_not_renewing: 409,
  pack_not_subscribed: 409,
  agreement_required: 409,
  payment_method_mismatch: 409,
  payment_unavailable: 503,
  payment_in_progress: 409,
  callback_signature_invalid: 401,
  callback_stale: 401,
  callback_mismatch: 409,
  already_friends: 409,
  not_friends: 403,
  challenge_closed: 409,
  challenge_not_accepted: 409,
  challenge_exists: 409,
  not_enough_questions: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
  forbidden: 403,
  csrf_failed: 403,
  invalid_credentials: 401,
  totp_required: 401,
  totp_invalid: 401,
  totp_enrolment_required: 403,
  password_change_required: 403,
  one_time_password_expired: 401,
  password_too_weak: 422,
  staff_conflict: 409,
  staff_email_taken: 409,
  review_conflict: 409,
  tournament_started: 409,
  tournament_not_ended: 409,
  prize_already_delivered: 409,
  prize_held_for_review: 409,
  player_state: 409,
  adjustment_cap: 409,
  balance_too_low: 409,
  own_approval: 403,
  approval_decided: 409,
};

/**
 * The one error type for refused requests. Services throw it; the error handler in app.ts sends
 * it as `data: { code, errors? }` with the status of its code.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** For 'validation_failed': field path → messages, sent as data.errors. */
    readonly fields?: Record<string, string[]>,
    /** Which of a code's several causes it was, sent as data.reason for clients to translate. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return statusOf[this.code];
  }
}

/** The envelope of an error reply; its status is the code's, unless the framework chose one. */
export function errorEnvelope(
  code: ErrorCode,
  message: string,
  errors?: Record<string, string[]>,
  status = statusOf[code],
  reason?: string,
): Envelope<ErrorData> {
  return failure(status, message, {
    code,
    ...(errors && { errors }),
    ...(reason !== undefined && { reason }),
  });
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);

export const fieldError = (field: string, message: string) =>
  new AppError('validation_failed', 'The given data was invalid.', { [field]: [message] });

/** The code of a refusal raised by Fastify or a plugin (body too large, wrong content type…). */
export function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 404:
      return 'not_found';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 503:
      return 'service_unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'bad_request';
  }
}
