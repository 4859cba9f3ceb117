import type { InputArgs, ReplyOf, Route } from '@contract/endpoint';
import type { Envelope } from '@contract/envelope';
import type { SignInReply } from '@contract/console';
import { changePassword, createStaff, signIn } from '@contract/routes/console';
import type { StaffRole } from '@contract/staff-roles';
import type { App } from '../../server/app';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../../server/modules/console';
import { call, callRaw, type Called, type CallExtra, type RawInput } from './call';
import type { Reply } from './client';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A console request with whatever credentials a test gives (or none). */
export async function consoleRequest<T = unknown>(
  app: App,
  method: Method,
  url: string,
  opts: { cookie?: string; csrf?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply<T> & { setCookie: string[] }> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.csrf) headers['x-csrf-token'] = opts.csrf;
  const res = await app.inject({
    method,
    url,
    headers,
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  const raw = res.headers['set-cookie'];
  const setCookie = raw === undefined ? [] : [raw].flat();
  // A download (an import template) is a file, not the envelope: its text stands in as data.
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  const body = json
    ? res.json<Envelope<T>>()
    : ({
        status_code: res.statusCode,
        success: res.statusCode < 400,
        message: '',
        data: res.body,
      } as Envelope<T>);
  return { status: res.statusCode, body, setCookie };
}

export interface Staff {
  app: App;
  email: string;
  cookie: string;
  csrf: string;
  me: SignInReply;
  /** A declared endpoint, with this member's cookie and CSRF token (tests/helpers/call.ts). */
  call<R extends Route>(route: R, ...input: InputArgs<R, CallExtra>): Promise<Called<ReplyOf<R>>>;
  /** A declared endpoint with an input its types would refuse: bad input on purpose. */
  callRaw<R extends Route>(route: R, input?: RawInput): Promise<Called<ReplyOf<R>>>;
  /** A raw request, for what the contract does not describe: a malformed body, an unknown path. */
  send<T = unknown>(method: Method, url: string, body?: unknown): Promise<Reply<T>>;
}

/** Signs a staff member in through POST /api/console/session, as the console does. */
export async function signInStaff(
  app: App,
  email: string,
  password: string,
  totp?: string,
): Promise<Staff> {
  const res = await call(app, signIn, { body: { email, password, ...(totp && { totp }) } });
  if (res.status !== 200) throw new Error(`console sign-in: ${res.status} ${res.body.message}`);
  const cookie = res.setCookie[0]!.split(';')[0]!;
  const csrf = res.body.data.csrf_token;
  // The member's session and CSRF token, under the headers a call adds.
  const own = (given?: Record<string, string>) => ({ cookie, 'x-csrf-token': csrf, ...given });
  return {
    app,
    email,
    cookie,
    csrf,
    me: res.body.data,
    call: (route, ...[input]) =>
      callRaw(app, route, { ...(input as RawInput), headers: own(input?.headers) }),
    callRaw: (route, input = {}) => callRaw(app, route, { ...input, headers: own(input.headers) }),
    send: (method, url, body) =>
      consoleRequest(app, method, url, {
        cookie,
        csrf,
        body: body ?? (method === 'GET' ? undefined : {}),
      }),
  };
}

export const signInDevAdmin = (app: App) => signInStaff(app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);

let counter = 0;
const uniqueEmail = (role: string) =>
  `${role}-${process.env.VITEST_POOL_ID ?? 0}-${Date.now()}-${++counter}@staff.test`;

/**
 * An admin invites a member of `role`, who signs in once and replaces the one-time password, as
 * the console requires before anything else. Returns their email and own `password`;
 * `oneTimePassword` (no longer valid) for tests of that first step, which pass `{ keepOneTime }`
 * to get the account before it was replaced.
 */
export async function inviteStaff(
  admin: Staff,
  role: StaffRole,
  opts: { keepOneTime?: boolean } = {},
): Promise<{ id: number; email: string; password: string; oneTimePassword: string }> {
  const email = uniqueEmail(role);
  const res = await admin.call(createStaff, { body: { email, role, reason: 'Test staff' } });
  if (res.status !== 200) throw new Error(`invite: ${res.status} ${res.body.message}`);
  const { id, password: oneTimePassword } = res.body.data;
  if (opts.keepOneTime) return { id, email, password: oneTimePassword, oneTimePassword };
  const password = `own-${oneTimePassword}`;
  const member = await signInStaff(admin.app, email, oneTimePassword);
  const changed = await member.call(changePassword, {
    body: { current_password: oneTimePassword, new_password: password },
  });
  if (changed.status !== 200)
    throw new Error(`password: ${changed.status} ${changed.body.message}`);
  return { id, email, password, oneTimePassword };
}
