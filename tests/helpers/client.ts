import type { InputArgs, ReplyOf, Route } from '@contract/endpoint';
import type { Envelope } from '@contract/envelope';
import { checkToken } from '@contract/routes/auth';
import { switchLanguage } from '@contract/routes/users';
import type { App } from '../../server/app';
import { mintAccessToken } from '../../server/modules/auth/mint';
import type { Config } from '../../server/config';
import { call, callRaw, type Called, type CallExtra, type RawInput } from './call';

export interface Reply<T = unknown> {
  status: number;
  body: Envelope<T>;
}

let counter = 0;
/** A fresh 11-digit number per call, unique across the workers of one run. */
export function uniqueMsisdn(): string {
  counter += 1;
  const worker = Number(process.env.VITEST_POOL_ID ?? '0') % 10;
  const tail = `${worker}${String(counter).padStart(4, '0')}${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  return `0${tail}`.slice(0, 11);
}

export async function request<T = unknown>(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await app.inject({
    method,
    url,
    headers,
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

export interface Player {
  token: string;
  userId: number;
  msisdn: string;
  /** A declared endpoint, with this player's token and language (tests/helpers/call.ts). */
  call<R extends Route>(route: R, ...input: InputArgs<R, CallExtra>): Promise<Called<ReplyOf<R>>>;
  /** A declared endpoint with an input its types would refuse: bad input on purpose. */
  callRaw<R extends Route>(route: R, input?: RawInput): Promise<Called<ReplyOf<R>>>;
  /** Raw requests, for what the contract does not describe: a malformed body, an unknown path. */
  get<T = unknown>(url: string): Promise<Reply<T>>;
  post<T = unknown>(url: string, body?: unknown): Promise<Reply<T>>;
}

/**
 * Signs a new (or given) player in through check-token, as the web app does. With `language`, the
 * player then chooses it (switch-user-language) and every call asks for it (Accept-Language), as
 * the app does in that language.
 */
export async function signIn(
  app: App,
  config: Config,
  opts: { msisdn?: string; name?: string; language?: 'en' | 'mm' } = {},
): Promise<Player> {
  const msisdn = opts.msisdn ?? uniqueMsisdn();
  const access = await mintAccessToken(config.operatorTokenSecret, {
    msisdn,
    name: opts.name ?? 'Test Player',
  });
  const res = await call(app, checkToken, { query: { token: access } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.body.message}`);
  const token = res.body.data.token;
  const headers: Record<string, string> = opts.language
    ? { 'accept-language': opts.language === 'mm' ? 'my' : 'en' }
    : {};
  // The player's token and language, under the headers a call adds.
  const own = (given?: Record<string, string>) => ({
    ...headers,
    authorization: `Bearer ${token}`,
    ...given,
  });
  const player: Player = {
    token,
    userId: res.body.data.user_id,
    msisdn,
    call: (route, ...[input]) =>
      callRaw(app, route, { ...(input as RawInput), headers: own(input?.headers) }),
    callRaw: (route, input = {}) => callRaw(app, route, { ...input, headers: own(input.headers) }),
    get: (url) => request(app, 'GET', url, { token, headers }),
    post: (url, body = {}) => request(app, 'POST', url, { token, body, headers }),
  };
  if (opts.language) {
    const switched = await player.call(switchLanguage, {
      body: { language: opts.language },
    });
    if (switched.status !== 200) throw new Error(`language switch failed: ${switched.status}`);
  }
  return player;
}

/** A new player with a paid subscription, through the development route as the web app's sandbox. */
export async function subscribedPlayer(app: App, config: Config): Promise<Player> {
  const p = await signIn(app, config);
  const res = await request(app, 'POST', '/dev/subscribe', { token: p.token, body: {} });
  if (res.status !== 200) throw new Error(`subscribe failed: ${res.status} ${res.body.message}`);
  return p;
}
