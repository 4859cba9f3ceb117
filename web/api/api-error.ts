import type { ErrorCode } from '@contract/error-codes';

/** Every failed call surfaces as one of these, so screens handle errors one way. */
export class ApiError extends Error {
  readonly status: number;
  /**
   * The server's machine code (`data.code`); screens translate by it and never by `message`,
   * which is the server's English text for logs. Null when no reply arrived or it had no code.
   */
  readonly code: ErrorCode | null;
  /** From `data.errors` on a 422: one list of messages per bad field. */
  readonly fieldErrors: Record<string, string[]> | undefined;
  readonly data: unknown;
  /** From a Retry-After header (503 while the server drains, 429): how long to wait. */
  readonly retryAfterMs: number | undefined;

  constructor(
    status: number,
    message: string,
    options: {
      code?: ErrorCode | null;
      fieldErrors?: Record<string, string[]>;
      data?: unknown;
      cause?: unknown;
      retryAfterMs?: number;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code ?? null;
    this.fieldErrors = options.fieldErrors;
    this.data = options.data;
    this.retryAfterMs = options.retryAfterMs;
  }

  /** Status 0: the request never got an answer (offline, timeout, aborted). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** 4xx replies will not change on retry, so queries should not repeat them. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
