/**
 * The one error type for refused requests. Services throw it; the error handler in app.ts turns
 * the code into the HTTP status (interfaces.md: 401, 404, 409, 422, rule refusals as 4xx).
 */
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'payment_required'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'validation'
  | 'rate_limited'
  | 'service_unavailable';

export const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  validation: 422,
  rate_limited: 429,
  service_unavailable: 503,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** For 'validation': field path → messages, sent as data.errors. */
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return statusOf[this.code];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);

export const fieldError = (field: string, message: string) =>
  new AppError('validation', 'The given data was invalid.', { [field]: [message] });
