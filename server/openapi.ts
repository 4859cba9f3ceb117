import type { FastifyInstance } from 'fastify';
import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAppConfigReply } from '@contract/app-config';
import { ZCheckTokenReply } from '@contract/auth';
import { ZErrorData } from '@contract/errors';
import {
  ZBcsHistoryReply,
  ZGameState,
  ZReportReply,
  ZSubmitAnswerReply,
  ZTryAgainReply,
} from '@contract/gameplay';
import {
  ZCategoriesReply,
  ZFavouriteReply,
  ZRankingReply,
  ZTopicDetailsReply,
  ZTopicsReply,
} from '@contract/topics';
import { ZTournamentListReply } from '@contract/tournaments';
import { ZUserReply, ZWallet } from '@contract/users';

/** Replies a generated client names as models, instead of one anonymous type per route. */
const models = {
  AppConfig: ZAppConfigReply,
  Session: ZCheckTokenReply,
  ErrorData: ZErrorData,
  BcsHistory: ZBcsHistoryReply,
  GameState: ZGameState,
  ReportReply: ZReportReply,
  SubmitAnswerReply: ZSubmitAnswerReply,
  TryAgainReply: ZTryAgainReply,
  CategoryList: ZCategoriesReply,
  FavouriteState: ZFavouriteReply,
  Ranking: ZRankingReply,
  TopicDetails: ZTopicDetailsReply,
  TopicList: ZTopicsReply,
  TournamentList: ZTournamentListReply,
  User: ZUserReply,
  Wallet: ZWallet,
};

type OpenApiObject = ReturnType<SwaggerTransformObject>;

/** The transform emits each model twice (as request and as reply); keep those a route uses. */
function withoutUnusedModels(document: OpenApiObject): OpenApiObject {
  const components = ('components' in document ? (document.components ?? {}) : {}) as {
    schemas?: Record<string, unknown>;
  };
  const schemas = components.schemas ?? {};
  const used: Record<string, unknown> = {};
  const visit = (json: string) => {
    for (const [, name] of json.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (!name || name in used) continue;
      used[name] = schemas[name];
      visit(JSON.stringify(schemas[name]));
    }
  };
  visit(JSON.stringify({ ...document, components: { ...components, schemas: {} } }));
  return { ...document, components: { ...components, schemas: used } } as OpenApiObject;
}

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
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Per app: a registry holds each id once, and tests build many apps in one process.
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(models)) registry.add(schema, { id });
  const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: registry });
  const jsonSchemaTransformObject = createJsonSchemaTransformObject({ schemaRegistry: registry });
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
        // Not published under an open licence (package.json is private): an SPDX reference of our own.
        license: { name: 'Proprietary, all rights reserved', identifier: 'LicenseRef-Proprietary' },
      },
      // Relative to this document: the API is served by the origin that serves the document.
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The session token that GET /api/check-token returns in data.token.',
          },
          consoleSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'qa_console',
            description:
              'The staff session cookie that POST /api/console/session sets; every console ' +
              "write also sends that reply's data.csrf_token in X-CSRF-Token.",
          },
        },
      },
    },
    transform: (doc) => {
      if (!documented(doc.url)) return { schema: { hide: true }, url: doc.url };
      const { schema, url } = jsonSchemaTransform(doc);
      const method = Array.isArray(doc.route.method) ? doc.route.method[0] : doc.route.method;
      // The auth guard marks every route it protects (bearer); any other route needs no token.
      const security = schema.security ?? [];
      const operationId = operationIdOf(method ?? 'get', url);
      return { schema: { ...schema, security, operationId }, url };
    },
    transformObject: (document) => withoutUnusedModels(jsonSchemaTransformObject(document)),
  });
  // 146 operations, half of them the console's: each tag opens on demand. Expanded all at once,
  // Swagger UI stopped rendering after the third tag.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'none' } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
