import { Parser } from '@asyncapi/parser';
import { describe, expect, it } from 'vitest';
import { clientEvents, serverEvents } from '@contract/battle-events';
import { request } from '../tests/helpers/client';
import { useTestApp } from '../tests/helpers/context';

const { app } = await useTestApp();

interface Document {
  asyncapi: string;
  servers: Record<string, { host: string; protocol: string; pathname: string }>;
  channels: Record<string, { address: string; messages: Record<string, unknown> }>;
  operations: Record<string, { action: string; reply?: unknown; messages: unknown[] }>;
  components: {
    messages: Record<string, { name: string; payload: Record<string, unknown> }>;
  };
}

// interfaces.md "Live battles (Socket.IO)": fixed names that outside tools use.
const CLIENT = [
  'queue:join',
  'queue:leave',
  'invite:send',
  'invite:accept',
  'invite:decline',
  'battle:answer',
  'battle:rejoin',
];
const SERVER = [
  'invite:received',
  'queue:timeout',
  'battle:matched',
  'battle:question',
  'battle:opponent',
  'battle:presence',
  'battle:reveal',
  'battle:finished',
  'battle:state',
];

describe('GET /api/asyncapi.json', () => {
  const fetchDoc = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/asyncapi.json' });
    expect(res.statusCode).toBe(200);
    return res.json<Document>();
  };

  it('is a valid AsyncAPI 3 document of every event interfaces.md names, from the contract', async () => {
    const doc = await fetchDoc();
    const { document, diagnostics } = await new Parser().parse(JSON.stringify(doc));
    expect(diagnostics.filter((d) => d.severity === 0)).toEqual([]);
    expect(document?.version()).toBe('3.1.0');
    expect(diagnostics.filter((d) => d.severity === 1)).toEqual([]);
    expect(Object.keys(clientEvents).sort()).toEqual([...CLIENT].sort());
    expect(Object.keys(serverEvents).sort()).toEqual([...SERVER].sort());
    expect(doc.servers.app).toMatchObject({ protocol: 'ws', pathname: '/socket.io/' });
    expect(doc.channels.battle?.address).toBe('/battle');
    const byName = new Map(Object.values(doc.components.messages).map((m) => [m.name, m]));
    for (const event of [...CLIENT, ...SERVER]) expect(byName.has(event), event).toBe(true);
    const actions = Object.values(doc.operations);
    expect(actions.filter((o) => o.action === 'receive' && o.reply)).toHaveLength(CLIENT.length);
    expect(actions.filter((o) => o.action === 'send')).toHaveLength(SERVER.length);
    // The payloads are the zod schemas': the stakes, and the answer's required fields.
    expect(byName.get('queue:join')?.payload).toMatchObject({
      properties: { stake: { enum: [0, 200, 500, 1000] } },
      required: ['stake'],
    });
    expect(byName.get('battle:answer')?.payload).toMatchObject({
      required: ['battle_id', 'question_no', 'answer_id'],
    });
    expect(byName.get('battle:reveal')?.payload).toMatchObject({
      required: expect.arrayContaining(['correct_answer_id', 'answers', 'scores']),
    });
    // The question a player reads has no field for the right option.
    expect(JSON.stringify(byName.get('battle:question')?.payload)).not.toMatch(/correct/);
  });

  it('is served with the OpenAPI document, and not without it', async () => {
    const off = await useTestApp({ API_DOCS: '0' });
    expect((await request(off.app, 'GET', '/api/asyncapi.json')).status).toBe(404);
  });
});
