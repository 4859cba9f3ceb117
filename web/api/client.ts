import {
  partsOf,
  pathWith,
  searchOf,
  type InputArgs,
  type InputOf,
  type Method,
  type ReplyOf,
  type Route,
} from '@contract/endpoint';
import type { Envelope } from '@contract/envelope';
import { isErrorCode } from '@contract/error-codes';
import { ApiError } from './api-error';
import { replyOf } from './contract';
import { clearAuth, getAuth } from './auth-storage';
import { getLanguage } from './preferences';
import { parseRetryAfter } from './retry-policy';

/**
 * What checks a reply: a zod schema, or `contract(...)` (./contract.ts), which checks against the
 * contract only in development. Typed structurally so this file does not pull zod in.
 */
export interface Schema<T> {
  parse(input: unknown): T | Promise<T>;
}

export type ApiResult<T> = Envelope<T>;

type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  signal?: AbortSignal;
  query?: Record<string, QueryValue>;
}

// 3G can stall without failing; give up after this so the screen can offer Retry.
const TIMEOUT_MS = 30_000;

let onUnauthorized: () => void = () => window.location.assign('/login');

/** The app shell routes the user to /login without a full reload. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** One signal that aborts on the caller's signal or on the timeout, whichever comes first. */
function withTimeout(signal: AbortSignal | undefined): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('Timeout', 'TimeoutError')),
    TIMEOUT_MS,
  );
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFieldErrors(data: unknown): Record<string, string[]> | undefined {
  if (!isRecord(data) || !isRecord(data.errors)) return undefined;
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(data.errors)) {
    if (Array.isArray(messages)) {
      result[field] = messages.filter((m): m is string => typeof m === 'string');
    }
  }
  return result;
}

export async function request<T>(
  method: Method,
  url: string,
  schema: Schema<T>,
  body: unknown,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const token = getAuth()?.token;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // Topic names, questions and categories come back in this language (BCP 47 "my" = Burmese).
    'Accept-Language': getLanguage() === 'mm' ? 'my' : 'en',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const timeout = withTimeout(options.signal);
  let response: Response;
  let json: unknown;
  try {
    response = await fetch(url + searchOf(options.query), {
      method,
      headers,
      body: payload,
      signal: timeout.signal,
    });
    json = await response.json().catch(() => null);
  } catch (cause) {
    throw new ApiError(0, 'Network error', { cause });
  } finally {
    timeout.done();
  }

  const envelope: Partial<Envelope<unknown>> = isRecord(json) ? json : {};
  const message =
    typeof envelope.message === 'string' && envelope.message
      ? envelope.message
      : response.statusText || 'Request failed';

  if (response.status === 401 && token) {
    // The session is gone: forget it and start over at /login.
    clearAuth();
    onUnauthorized();
  }
  if (!response.ok || envelope.success === false) {
    const code = isRecord(envelope.data) ? envelope.data.code : undefined;
    throw new ApiError(response.status, message, {
      code: isErrorCode(code) ? code : null,
      fieldErrors: response.status === 422 ? readFieldErrors(envelope.data) : undefined,
      data: envelope.data,
      retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')),
    });
  }

  let data: T;
  try {
    data = await schema.parse(envelope.data);
  } catch (cause) {
    // The server and the contract disagree: a bug, not a user error.
    console.error(`Unexpected reply from ${method} ${url}`, cause);
    throw new ApiError(response.status, 'Unexpected reply from the server', { cause, data: json });
  }
  return {
    status_code: typeof envelope.status_code === 'number' ? envelope.status_code : response.status,
    success: envelope.success ?? true,
    message,
    data,
  };
}

/** What `api.call` sends: the endpoint's body, query and path parameters, and a signal. */
type CallInput<R extends Route> = InputOf<R> & { signal?: AbortSignal };

export const api = {
  /**
   * Calls a declared endpoint (contract/routes): `api.call(startTournament, { body: { tournament_id } })`.
   * Typed by its contract schemas; its reply is checked against them in development.
   */
  call: <R extends Route>(
    route: R,
    ...[input]: InputArgs<R, { signal?: AbortSignal }>
  ): Promise<ApiResult<ReplyOf<R>>> => {
    // The input carries the signal and the query as request() reads them from its options.
    const call = (input ?? {}) as CallInput<Route> & RequestOptions;
    const { method, path } = partsOf(route);
    return request(method, pathWith(path, call.params), replyOf(route), call.body, call);
  },
};
