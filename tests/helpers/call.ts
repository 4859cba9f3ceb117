import type { OutgoingHttpHeaders } from 'node:http';
import { z } from 'zod';
import {
  partsOf,
  pathWith,
  searchOf,
  type Endpoint,
  type InputArgs,
  type ReplyOf,
  type Route,
} from '@contract/endpoint';
import { ZEnvelope, type Envelope } from '@contract/envelope';
import { ZErrorData, type ErrorData } from '@contract/errors';
import type { App } from '../../server/app';
import { declaredEndpoints } from './endpoints';

/** What a test adds to an endpoint's input: headers of its own (a language, a cookie), an address. */
export interface CallExtra {
  headers?: Record<string, string>;
  /** The caller's IP address, for the limits counted per address. */
  remoteAddress?: string;
}

/**
 * An input as a test wrote it, unchecked by the route's types: for tests that send bad input on
 * purpose (a wrong type, a missing field), where the route is still named by the contract.
 */
export interface RawInput extends CallExtra {
  body?: unknown;
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
}

/** What a call answers: the status, the envelope as sent, its headers and the cookies it set. */
export interface Called<T> {
  status: number;
  body: Envelope<T>;
  headers: OutgoingHttpHeaders;
  setCookie: string[];
}

let declared: Promise<Map<Route, Endpoint>> | undefined;

/** Every declared endpoint by its route, read once per worker. */
function endpointsByRoute(): Promise<Map<Route, Endpoint>> {
  declared ??= declaredEndpoints().then((all) => new Map(all.map((e) => [e.route, e])));
  return declared;
}

/**
 * The reply as it came: a JSON envelope, or a download (an import template), whose text stands
 * in as data.
 */
function envelopeOf(res: Awaited<ReturnType<App['inject']>>): Envelope<unknown> {
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  if (json) return res.json<Envelope<unknown>>();
  return {
    status_code: res.statusCode,
    success: res.statusCode < 400,
    message: '',
    data: res.body,
  };
}

/**
 * Calls a declared endpoint as a client would: the route's method, its path with the input's
 * params filled in and its query after it, the body as JSON. A 2xx reply must match the route's
 * reply schema in its envelope, or the test fails naming the route and what differs; a refusal
 * comes back as sent, for the test to read its status and code. The data is the reply as sent
 * (not the parse's output), so a test reads what the server said.
 */
export async function call<R extends Route>(
  app: App,
  route: R,
  ...[input]: InputArgs<R, CallExtra>
): Promise<Called<ReplyOf<R>>> {
  const endpoint = (await endpointsByRoute()).get(route);
  if (!endpoint) throw new Error(`No declaration of ${route}`);
  const given: RawInput = input ?? {};
  const { method, path } = partsOf(route);
  // No body unless the input has one, as the app and the console send a write that reads none.
  const res = await app.inject({
    method,
    url: pathWith(path, given.params) + searchOf(given.query),
    headers: { ...given.headers },
    ...(given.remoteAddress !== undefined && { remoteAddress: given.remoteAddress }),
    ...(given.body !== undefined ? { payload: given.body as object } : {}),
  });
  const raw = res.headers['set-cookie'];
  const setCookie = raw === undefined ? [] : [raw].flat();
  const envelope = envelopeOf(res);
  if (res.statusCode >= 200 && res.statusCode < 300 && !endpoint.download) {
    const checked = ZEnvelope(endpoint.reply).safeParse(envelope);
    if (!checked.success) {
      throw new Error(
        `${route} answered ${res.statusCode} with a reply its contract refuses:\n` +
          `${z.prettifyError(checked.error)}\nreply: ${res.body.slice(0, 1000)}`,
      );
    }
  }
  return {
    status: res.statusCode,
    body: envelope as Envelope<ReplyOf<R>>,
    headers: res.headers,
    setCookie,
  };
}

/** `call` with an input typed by nothing: bad input on purpose, to a route the contract names. */
export const callRaw = <R extends Route>(app: App, route: R, input: RawInput = {}) =>
  call(app, route, ...([input] as InputArgs<R, CallExtra>));

/**
 * A refusal's data (its code, a 422's fields), checked against the contract's error data: a
 * call's data is typed by the reply it sends on success.
 */
export function refusalOf(res: { body: { data: unknown } }): ErrorData {
  const checked = ZErrorData.safeParse(res.body.data);
  if (!checked.success) {
    throw new Error(
      `a refusal with data the contract's error data refuses:\n` +
        `${z.prettifyError(checked.error)}\ndata: ${JSON.stringify(res.body.data)}`,
    );
  }
  return res.body.data as ErrorData;
}

/**
 * A route's path with its params filled in, for a request the test builds itself (a multipart
 * upload byte by byte, a header of its own) to an address the contract still names.
 */
export const pathOf = (route: Route, params?: Record<string, unknown>): string =>
  pathWith(partsOf(route).path, params);

/** A player's session as a call's header, for a call to another app (a second replica). */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
