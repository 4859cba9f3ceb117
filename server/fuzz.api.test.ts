import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app';
import { seedIfEmpty } from './seed';
import { wallets } from './tables';
import { scheduleTournaments } from './modules/tournaments/schedule';
import { ledgerTotals } from '../tests/helpers/ledger';
import { jsonSchemaOf, mutatedOf, validOf } from '../tests/helpers/arbitraries';
import { signIn } from '../tests/helpers/client';
import { useTestApp } from '../tests/helpers/context';

type JsonSchema = ReturnType<typeof jsonSchemaOf>;
interface ApiRoute {
  method: string;
  url: string;
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
}

// FUZZ_RUNS=20000 for a longer hunt, FUZZ_SEED to replay another run, FUZZ_REPORT=1 to list the
// statuses each route answered.
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

const { ctx, config } = await useTestApp();
// Every route the app registers under /api, so a new route is fuzzed without touching this file.
const routes: ApiRoute[] = [];
const schemaOf = (s: unknown) => (s instanceof z.ZodType ? jsonSchemaOf(s) : undefined);
const app = await buildApp(ctx, {
  onRoute: (route: RouteOptions) => {
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    // The API's descriptions and reference are documents (JSON Schema, HTML, scripts), not the
    // envelope: the HTTP routes' (OpenAPI) and the battle events' (AsyncAPI).
    const isDocs =
      route.url === '/api/openapi.json' ||
      route.url === '/api/asyncapi.json' ||
      route.url.startsWith('/api/docs');
    if (!route.url.startsWith('/api/') || isDocs) return;
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        body: schemaOf(route.schema?.body),
        querystring: schemaOf(route.schema?.querystring),
        params: schemaOf(route.schema?.params),
      });
    }
  },
});
await app.ready();
afterAll(() => app.close());
await seedIfEmpty(ctx.db, config.rules, { demoPlayers: true, timeZone: config.timezone });
await scheduleTournaments(ctx);

const part = (s: JsonSchema | undefined) =>
  s
    ? fc.oneof({ arbitrary: validOf(s), weight: 3 }, { arbitrary: mutatedOf(s), weight: 2 })
    : fc.constant(undefined);

const requestOf = (route: ApiRoute) =>
  fc.record({
    route: fc.constant(route),
    body: part(route.body),
    query: part(route.querystring),
    params: part(route.params),
    form: fc.constantFrom('json', 'json', 'json', 'json', 'proto', 'garbage', 'empty', 'text'),
    rawParam: fc.boolean(),
    signedIn: fc.oneof({ arbitrary: fc.constant(true), weight: 9 }, fc.constant(false)),
    garbage: fc.string({ unit: 'binary', maxLength: 40 }),
    known: fc.nat(),
  });
type FuzzRequest = ReturnType<typeof requestOf> extends fc.Arbitrary<infer R> ? R : never;

/** Games the player really has, so submit, next and try-again also reach their rules. */
interface KnownGame {
  game_id: number;
  question_id: number;
  options: number[];
}
const knownGames: KnownGame[] = [];

function remember(data: unknown) {
  const state = (isObject(data) && isObject(data.game) ? data.game : data) as Record<
    string,
    unknown
  >;
  const question = isObject(state) ? state.question : undefined;
  if (!isObject(question) || typeof state.game_id !== 'number') return;
  const known = {
    game_id: state.game_id,
    question_id: Number(question.question_id),
    options: Array.isArray(question.options)
      ? question.options.map((o: unknown) => Number(isObject(o) ? o.id : 0))
      : [],
  };
  const at = knownGames.findIndex((g) => g.game_id === known.game_id);
  if (at >= 0) knownGames[at] = known;
  else knownGames.push(known);
}

/** Three times in four, point the game fields of a request at a real game of the player. */
function steer(r: FuzzRequest): FuzzRequest {
  const game = knownGames[r.known % Math.max(knownGames.length, 1)];
  if (!game || r.known % 4 === 0) return r;
  const aim = (v: unknown) => {
    if (!isObject(v)) return v;
    const out: Record<string, unknown> = { ...v };
    if ('game_id' in out) out.game_id = game.game_id;
    if ('question_id' in out) out.question_id = game.question_id;
    if ('answer_id' in out) out.answer_id = game.options[r.known % game.options.length] ?? null;
    return out;
  };
  return { ...r, body: aim(r.body), params: aim(r.params) };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function urlOf(r: FuzzRequest): string {
  const params = (r.params ?? {}) as Record<string, unknown>;
  const path = r.route.url.replace(/:(\w+)/g, (_m, name: string) => {
    const value = asText(params[name] ?? 'missing');
    // Now and then the raw text, which may not even be a valid URL (e.g. a lone %).
    return r.rawParam ? value.replace(/[/?#\s]/g, '') || 'x' : encodeURIComponent(value);
  });
  if (r.query === undefined) return path;
  const search = new URLSearchParams();
  if (r.query !== null && typeof r.query === 'object' && !Array.isArray(r.query)) {
    for (const [k, v] of Object.entries(r.query)) {
      for (const one of Array.isArray(v) ? v : [v]) search.append(k, asText(one));
    }
  } else {
    search.append(asText(r.query), asText(r.query));
  }
  return `${path}?${search.toString()}`;
}

function payloadOf(r: FuzzRequest): { payload?: string; contentType?: string } {
  if (r.route.method === 'GET' || r.route.method === 'DELETE') return {};
  const json = JSON.stringify(r.body ?? {}) ?? 'null';
  switch (r.form) {
    case 'proto':
      // JSON.stringify never writes a __proto__ key: splice it into the text.
      return {
        payload: json.startsWith('{')
          ? `{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}${json.length > 2 ? `,${json.slice(1)}` : '}'}`
          : json,
        contentType: 'application/json',
      };
    case 'garbage':
      return { payload: r.garbage, contentType: 'application/json' };
    case 'empty':
      return { payload: '', contentType: 'application/json' };
    case 'text':
      return { payload: json, contentType: 'text/plain' };
    default:
      return { payload: json, contentType: 'application/json' };
  }
}

describe('fuzzing every /api route from the contract', () => {
  it(
    `never answers 5xx, always the envelope, and money stays whole (${RUNS} runs, seed ${SEED})`,
    async () => {
      expect(routes.length).toBeGreaterThan(20);
      let player = await signIn(app, config);
      const seen = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...routes).chain(requestOf), async (generated) => {
          const r = steer(generated);
          const url = urlOf(r);
          const { payload, contentType } = payloadOf(r);
          const headers: Record<string, string> = {};
          if (r.signedIn) headers.authorization = `Bearer ${player.token}`;
          if (contentType) headers['content-type'] = contentType;
          const res = await app.inject({
            method: r.route.method as 'GET',
            url,
            headers,
            ...(payload !== undefined ? { payload } : {}),
          });
          const label = `${r.route.method} ${url} ${(payload ?? '').slice(0, 200)}`;
          seen.set(`${r.route.method} ${r.route.url} ${res.statusCode}`, 1);
          expect(res.statusCode, label).toBeLessThan(500);
          const body = res.json<Record<string, unknown>>();
          expect(body, label).toMatchObject({
            status_code: res.statusCode,
            success: res.statusCode < 400,
            message: expect.any(String),
          });
          expect(body, label).toHaveProperty('data');
          if (res.statusCode === 200) remember(body.data);
          if (r.route.url.endsWith('/logout') && res.statusCode === 200) {
            knownGames.length = 0;
            player = await signIn(app, config);
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      if (process.env.FUZZ_REPORT) console.log([...seen.keys()].sort().join('\n'));
      // Every route was reached at least once.
      const reached = new Set([...seen.keys()].map((k) => k.split(' ').slice(0, 2).join(' ')));
      expect(routes.filter((r) => !reached.has(`${r.method} ${r.url}`))).toEqual([]);

      const all = await ctx.db.select().from(wallets);
      expect(all.length).toBeGreaterThan(1);
      for (const wallet of all) {
        expect(wallet.coins).toBeGreaterThanOrEqual(0);
        expect(wallet.gems).toBeGreaterThanOrEqual(0);
        expect(
          await ledgerTotals(ctx.db, wallet.userId),
          `wallet of user ${wallet.userId}`,
        ).toEqual({
          coins: wallet.coins,
          gems: wallet.gems,
        });
      }
    },
    Math.max(180_000, RUNS * 20),
  );
});
