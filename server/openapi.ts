import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { App } from './app';

/** What the document describes: the API, the images and the probes; not the web app or /dev. */
const documented = (url: string) =>
  url.startsWith('/api/') || url.startsWith('/media/') || url === '/healthz' || url === '/readyz';

/** A stable name per operation for generated clients: "POST /api/v2.0/topic/ranking" → postV20TopicRanking. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/**
 * The OpenAPI 3.1 document, generated from the zod schemas every route declares, at
 * GET /api/openapi.json, and a reference at GET /api/docs whose assets this server serves itself
 * (no CDN; it works offline and under the app's CSP). Register before any route.
 */
export async function registerOpenApi(app: App): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Quiz Arena API',
        version: '2.0',
        description:
          'Every reply is the envelope { status_code, success, message, data }; the HTTP status ' +
          'equals status_code. Refusals carry a machine code in data.code, and a 422 names each ' +
          'bad field in data.errors.',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The session token that GET /api/check-token returns in data.token.',
          },
        },
      },
    },
    transform: (doc) => {
      if (!documented(doc.url)) return { schema: { hide: true }, url: doc.url };
      const { schema, url } = jsonSchemaTransform(doc);
      const method = Array.isArray(doc.route.method) ? doc.route.method[0] : doc.route.method;
      return { schema: { ...schema, operationId: operationIdOf(method ?? 'get', url) }, url };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
