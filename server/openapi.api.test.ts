import { execFile } from 'node:child_process';
import diagnostics from 'node:diagnostics_channel';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { anotherProcess, useTestApp } from '../tests/helpers/context';

interface Operation {
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  requestBody?: unknown;
  parameters?: Array<{ in: string; name: string }>;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; scheme?: string; in?: string; name?: string }>;
  };
}

const { ctx } = await useTestApp();

// Every route the app registers, seen through Fastify's own hook as each is added.
const registered: RouteOptions[] = [];
const channel = diagnostics.channel('fastify.initialization');
const watch = (message: unknown) =>
  (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
    registered.push(route);
  });
channel.subscribe(watch);
const app = await buildApp(ctx);
channel.unsubscribe(watch);
await app.ready();
afterAll(() => app.close());

const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();

/**
 * Routes that are not the API: the web app's and the console's files, the /dev stand-ins, the references themselves and
 * the operator's Prometheus scrape (text, behind its own token).
 */
const notApi = (url: string) =>
  url === '/' ||
  url === '/*' ||
  url === '/console/' ||
  url.startsWith('/dev') ||
  url === '/metrics' ||
  url === '/api/openapi.json' ||
  // The live battles' AsyncAPI document (server/asyncapi.api.test.ts), not an HTTP operation.
  url === '/api/asyncapi.json' ||
  url.startsWith('/api/docs');

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('lists every route the server registers, with its replies and refusals', () => {
    const routes = registered.flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method])
        .filter((m) => m !== 'HEAD')
        .map((method) => ({ method: method.toLowerCase(), url: r.url })),
    );
    const api = routes.filter((r) => !notApi(r.url));
    expect(api.length).toBeGreaterThan(20);
    for (const { method, url } of api) {
      const operation = doc.paths[openApiPath(url)]?.[method];
      expect(operation, `${method} ${url}`).toBeDefined();
      expect(operation?.tags?.length, `${method} ${url} tags`).toBeGreaterThan(0);
      expect(Object.keys(operation?.responses ?? {})).toEqual(
        expect.arrayContaining(['200', '500']),
      );
    }
    const documentedCount = Object.values(doc.paths).flatMap((p) => Object.keys(p)).length;
    expect(documentedCount).toBe(api.length);
  });

  it('describes bearer auth and applies it to every /api/v2.0 route, and the console cookie to every console route but sign-in', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.consoleSession).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'qa_console',
    });
    const signInOperation = 'post /api/console/session';
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (path.startsWith('/api/v2.0/')) {
          expect(operation.security, path).toEqual([{ bearer: [] }]);
          expect(operation.responses['401'], path).toBeDefined();
        } else if (path.startsWith('/api/console/') && `${method} ${path}` !== signInOperation) {
          expect(operation.tags, path).toEqual(['console']);
          expect(operation.security, path).toEqual([{ consoleSession: [] }]);
          expect(operation.responses['401'], path).toBeDefined();
          expect(operation.responses['403'], path).toBeDefined();
        } else {
          expect(operation.security, path).toEqual([]);
        }
      }
    }
  });

  it("passes Redocly's recommended lint rules with no error and no warning", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(doc));
      const cli = resolve('node_modules/@redocly/cli/bin/cli.js');
      // Its own directory as cwd, so no redocly.yaml of the repository can relax the rules.
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [cli, 'lint', '--extends=recommended', '--format=json', file],
        {
          cwd: dir,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      ).catch((err: { stdout: string }) => err);
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number };
        problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>;
      };
      const problems = report.problems.map(
        (p) => `${p.ruleId} ${p.location.map((l) => l.pointer).join(' ')}: ${p.message}`,
      );
      expect(problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('shows the request and the envelope of reply and refusal of a route', async () => {
    const resolved = (await SwaggerParser.dereference(structuredClone(doc) as never)) as never;
    const submit = (resolved as OpenApiDocument).paths['/api/v2.0/gameplay/submit']?.post;
    expect(JSON.stringify(submit?.requestBody)).toContain('answer_id');
    const ok = JSON.stringify(submit?.responses['200']);
    for (const field of ['status_code', 'success', 'message', 'question_finished', 'wallet']) {
      expect(ok).toContain(field);
    }
    const conflict = JSON.stringify(submit?.responses['409']);
    expect(conflict).toContain('"code"');
    expect(conflict).toContain('"errors"');
    expect(JSON.stringify(doc.paths['/api/v2.0/gameplay/start'])).toContain(
      '"#/components/schemas/GameState"',
    );
    const checkToken = doc.paths['/api/check-token']?.get;
    expect(checkToken?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(['query:token']);
    expect(Object.keys(checkToken?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '422', '429']),
    );
  });

  it('serves a reference at /api/docs whose assets come from this server', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source, 'no CDN').not.toMatch(/^(https?:)?\/\//);
      const asset = await app.inject({
        method: 'GET',
        url: new URL(source, 'http://x/api/docs/').pathname,
      });
      expect(asset.statusCode, source).toBe(200);
    }
    const spec = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.json()).toMatchObject({ openapi: '3.1.0' });
  });
});

describe('without API_DOCS (the production default)', () => {
  it('serves neither the document nor the reference', async () => {
    const hidden = await buildApp(
      anotherProcess(ctx, { config: { ...ctx.config, apiDocs: false } }),
    );
    try {
      for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/json']) {
        const res = await hidden.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({
          status_code: 404,
          data: { code: 'route_not_found' },
        });
      }
    } finally {
      await hidden.close();
    }
  });
});
