import {
  partsOf,
  pathWith,
  searchOf,
  type InputOf,
  type ReplyOf,
  type Route,
} from '@contract/endpoint';
import type { Envelope } from '@contract/envelope';
import { signIn } from '@contract/routes/console';

/** A refused console call: the HTTP status and the machine code the screens translate. */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** Which of the code's causes (data.reason), where the screens word them apart. */
    readonly reason?: string,
  ) {
    super(message);
  }
}

// The session cookie is HttpOnly: the CSRF token comes from sign-in or GET me, kept in memory.
let csrfToken: string | null = null;
export const setCsrfToken = (token: string | null) => {
  csrfToken = token;
};

let onSignedOut: () => void = () => undefined;
/** The app sends a 401 (session ended, idle, disabled) back to the sign-in screen. */
export const setSignedOutHandler = (handler: () => void) => {
  onSignedOut = handler;
};

const WRITES = new Set(['POST', 'PUT', 'DELETE']);

/** A filter left blank on screen is not sent, so the server applies no filter for it. */
function urlOf(path: string, query: unknown): string {
  if (!query || typeof query !== 'object') return path;
  const given = Object.entries(query).filter(([, value]) => value !== '');
  return path + searchOf(Object.fromEntries(given));
}

/** Calls a console endpoint by its declared route; the reply's data, or a ConsoleApiError. */
export async function call<R extends Route>(route: R, input?: InputOf<R>): Promise<ReplyOf<R>> {
  const { method, path } = partsOf(route);
  const given = (input ?? {}) as {
    body?: unknown;
    query?: unknown;
    params?: Record<string, unknown>;
  };
  // An upload goes as the browser encodes a form (multipart, with its boundary).
  const form = given.body instanceof FormData ? given.body : null;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (given.body !== undefined && !form) headers['content-type'] = 'application/json';
  if (WRITES.has(method) && csrfToken) headers['x-csrf-token'] = csrfToken;
  let res: Response;
  try {
    res = await fetch(urlOf(pathWith(path, given.params), given.query), {
      method,
      headers,
      credentials: 'same-origin',
      ...(given.body !== undefined && { body: form ?? JSON.stringify(given.body) }),
    });
  } catch {
    throw new ConsoleApiError(0, 'network', 'Network error');
  }
  const envelope = (await res.json().catch(() => null)) as Envelope<unknown> | null;
  if (!res.ok || !envelope?.success) {
    const data = (envelope?.data ?? {}) as {
      code?: string;
      errors?: Record<string, string[]>;
      reason?: string;
    };
    const error = new ConsoleApiError(
      res.status,
      data.code ?? 'internal_error',
      envelope?.message ?? res.statusText,
      data.errors,
      data.reason,
    );
    if (res.status === 401 && route !== (signIn as Route)) onSignedOut();
    throw error;
  }
  return envelope.data as ReplyOf<R>;
}
