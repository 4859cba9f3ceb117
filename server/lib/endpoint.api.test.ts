import fs from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '@contract/endpoint';
import { buildApp } from '../app';
import { useTestApp } from '../../tests/helpers/context';

const { ctx } = await useTestApp();

/** Every declaration in contract/endpoints, as the server and the web's dev check read them. */
async function declarations(): Promise<Endpoint[]> {
  const dir = path.resolve(import.meta.dirname, '../../contract/endpoints');
  const found: Endpoint[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const module = (await import(path.join(dir, file))) as Record<string, Record<string, Endpoint>>;
    for (const group of Object.values(module)) found.push(...Object.values(group));
  }
  return found;
}

describe('endpoints declared once', () => {
  it('registers every declared endpoint, and every API route comes from a declaration', async () => {
    const routes: RouteOptions[] = [];
    const app = await buildApp(ctx, { onRoute: (route) => routes.push(route) });
    await app.ready();
    const declared = await declarations();
    const key = (method: string, url: string) => `${method} ${url}`;
    const registered = new Set(routes.flatMap((r) => [r.method].flat().map((m) => key(m, r.url))));
    for (const { method, path: url } of declared) {
      expect(registered, `${method} ${url}`).toContain(key(method, url));
    }
    const paths = new Set(declared.map(({ method, path: url }) => key(method, url)));
    const api = [...registered].filter(
      (k) => / \/api\//.test(k) && !k.startsWith('HEAD ') && !/\/api\/(openapi\.json|docs)/.test(k),
    );
    expect(api.length).toBeGreaterThan(60);
    expect(api.filter((k) => !paths.has(k))).toEqual([]);
    await app.close();
  });
});
