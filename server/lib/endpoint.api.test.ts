import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { useTestApp } from '../../tests/helpers/context';
import { declaredEndpoints } from '../../tests/helpers/endpoints';

const { ctx } = await useTestApp();

describe('endpoints declared once', () => {
  it('registers every declared endpoint, and every API route comes from a declaration', async () => {
    const routes: RouteOptions[] = [];
    const app = await buildApp(ctx, { onRoute: (route) => routes.push(route) });
    await app.ready();
    const declared = await declaredEndpoints();
    const key = (method: string, url: string) => `${method} ${url}`;
    const registered = new Set(routes.flatMap((r) => [r.method].flat().map((m) => key(m, r.url))));
    for (const { method, path: url } of declared) {
      expect(registered, `${method} ${url}`).toContain(key(method, url));
    }
    const paths = new Set(declared.map(({ method, path: url }) => key(method, url)));
    const api = [...registered].filter(
      (k) =>
        / \/api\//.test(k) &&
        !k.startsWith('HEAD ') &&
        !/\/api\/(openapi\.json|asyncapi\.json|docs)/.test(k),
    );
    expect(api.length).toBeGreaterThan(60);
    expect(api.filter((k) => !paths.has(k))).toEqual([]);
    await app.close();
  });
});
