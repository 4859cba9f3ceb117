import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  BATTLE_NAMESPACE,
  BATTLE_SOCKET_PATH,
  type ClientEventName,
  type ServerEventName,
  clientEvents,
  serverEvents,
} from '@contract/battle-events';
import { ZErrorData } from '@contract/errors';

type Json = Record<string, unknown>;

/** A zod schema as JSON Schema draft-07 (AsyncAPI 3's default schema format is a superset). */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io, unrepresentable: 'any' }) as Json;
  // The document's own schema format says which draft; a $schema inside a payload is noise.
  delete json.$schema;
  return json;
}

/** `queue:join` → `queueJoin`: message and operation keys may not hold a colon. */
const keyOf = (event: string) =>
  event.replace(/[:_-](\w)/g, (_, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');

const envelope = (data: Json, success: boolean): Json => ({
  type: 'object',
  properties: {
    status_code: { type: 'integer' },
    success: { const: success },
    message: { type: 'string' },
    data,
  },
  required: ['status_code', 'success', 'message', 'data'],
});

/**
 * The AsyncAPI 3.1 document of the `/battle` namespace (interfaces.md "Live battles"), generated
 * from contract/battle-events.ts: the same zod schemas the server checks payloads with and the
 * web app's socket is typed by. Every client event is an operation the server receives, whose
 * reply (the Socket.IO acknowledgement) is the HTTP envelope; every server event one it sends.
 */
function asyncApiDocument(publicUrl: string): Json {
  const url = new URL(publicUrl);
  const messages: Json = {};
  const operations: Json = {};
  const channel = { $ref: '#/channels/battle' };
  const refusal = envelope(jsonSchemaOf(ZErrorData, 'output'), false);
  for (const [event, spec] of Object.entries(clientEvents) as Array<
    [ClientEventName, (typeof clientEvents)[ClientEventName]]
  >) {
    const key = keyOf(event);
    messages[key] = {
      name: event,
      title: event,
      summary: spec.summary,
      payload: jsonSchemaOf(spec.payload, 'input'),
    };
    messages[`${key}Ack`] = {
      name: `${event} acknowledgement`,
      title: `${event} acknowledgement`,
      summary: `The acknowledgement of ${event}: the HTTP envelope. Refusals: ${[422, 429, ...spec.refusals].join(', ')}.`,
      payload: { oneOf: [envelope(jsonSchemaOf(spec.reply, 'output'), true), refusal] },
    };
    operations[key] = {
      action: 'receive',
      summary: spec.summary,
      channel,
      messages: [{ $ref: `#/channels/battle/messages/${key}` }],
      reply: { channel, messages: [{ $ref: `#/channels/battle/messages/${key}Ack` }] },
    };
  }
  for (const [event, spec] of Object.entries(serverEvents) as Array<
    [ServerEventName, (typeof serverEvents)[ServerEventName]]
  >) {
    const key = keyOf(event);
    messages[key] = {
      name: event,
      title: event,
      summary: spec.summary,
      payload: jsonSchemaOf(spec.payload, 'output'),
    };
    operations[key] = {
      action: 'send',
      summary: spec.summary,
      channel,
      messages: [{ $ref: `#/channels/battle/messages/${key}` }],
    };
  }
  const channelMessages = Object.fromEntries(
    Object.keys(messages).map((key) => [key, { $ref: `#/components/messages/${key}` }]),
  );
  return {
    asyncapi: '3.1.0',
    info: {
      title: 'Quiz Arena live battles',
      version: '1.0.0',
      description:
        `Socket.IO 4 at path ${BATTLE_SOCKET_PATH}, namespace ${BATTLE_NAMESPACE}, WebSocket or ` +
        'long-polling. Each message is a Socket.IO event whose name is the message name. Every ' +
        'client event takes an acknowledgement callback, answered with the HTTP envelope ' +
        '{ status_code, success, message, data } and the same error codes (data.code).',
    },
    defaultContentType: 'application/json',
    servers: {
      app: {
        host: url.host,
        protocol: url.protocol === 'https:' ? 'wss' : 'ws',
        pathname: BATTLE_SOCKET_PATH,
        description: 'This server: the app and its API on one port.',
        security: [{ $ref: '#/components/securitySchemes/bearer' }],
      },
    },
    channels: {
      battle: {
        address: BATTLE_NAMESPACE,
        title: 'Live battles',
        messages: channelMessages,
      },
    },
    operations,
    components: {
      messages,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            "The player's session token (GET /api/check-token data.token), sent in the " +
            'handshake as auth.token. Without a valid one the connection is refused with ' +
            'connect_error whose data.code is unauthorized.',
        },
      },
    },
  };
}

/** GET /api/asyncapi.json, served where the OpenAPI document is (API_DOCS). */
export function registerAsyncApi(app: FastifyInstance, publicUrl: string): void {
  const document = asyncApiDocument(publicUrl);
  app.get('/api/asyncapi.json', { schema: { hide: true } }, async () => document);
}
