import { describe, expect, it, onTestFinished } from 'vitest';
import { DEV_OPERATOR_SECRET } from './config';
import { mintAccessToken } from './modules/auth';
import { type BattleClient, connectBattle } from '../tests/helpers/battle-client';
import { budget, PROCESS_TEST_BUDGET } from '../tests/helpers/budget';
import { hasRedisServer, startRedisServer } from '../tests/helpers/redis-server';
import { startServerProcess } from '../tests/helpers/server-process';
import { freshTestDatabase } from '../tests/helpers/test-database';

// SERVER_PROCESSES on one port with long-polling only: every poll of a session must reach the
// process holding it. node:cluster's own hand-out sent polls anywhere ("Session ID unknown");
// the primary now routes each connection by the session's process (server/lib/sticky.ts).

const serverUrl = process.env.TEST_DATABASE_URL;
const PROCESSES = 3;
const PLAYERS = 6;

const cleanup = (fn: () => Promise<unknown>) =>
  onTestFinished(async () => {
    await fn().catch(() => undefined);
  });

describe.skipIf(!serverUrl || !hasRedisServer)('long-polling on several processes', () => {
  it(
    `players on polling alone connect, meet and play on ${PROCESSES} processes behind one port`,
    async () => {
      const redis = await startRedisServer();
      cleanup(() => redis.kill());
      const server = await startServerProcess(
        {
          DATABASE_URL: await freshTestDatabase(serverUrl!, 'quiz_arena_sticky'),
          REDIS_URL: redis.url,
          REDIS_KEY_PREFIX: `sticky-${process.pid}:`,
          SERVER_PROCESSES: String(PROCESSES),
          GAME_RULES: JSON.stringify({ battleMatchedSeconds: 0.2 }),
        },
        { capture: true },
      );
      cleanup(() => server.stop());
      // The port opens with the first process ready; wait until every one hands out sessions.
      const owners = new Set<string>();
      await expect
        .poll(
          async () => {
            const res = await fetch(`${server.baseURL}/socket.io/?EIO=4&transport=polling`);
            owners.add(/"sid":"(\d+)\./.exec(await res.text())?.[1] ?? '');
            return owners.size;
          },
          { timeout: PROCESS_TEST_BUDGET, interval: 200 },
        )
        .toBe(PROCESSES);

      const clients: BattleClient[] = [];
      const disconnects: string[] = [];
      for (let i = 0; i < PLAYERS; i++) {
        const access = await mintAccessToken(DEV_OPERATOR_SECRET, {
          msisdn: `019${String(process.pid % 10_000_000).padStart(7, '0')}${i}`,
        });
        const res = await fetch(`${server.baseURL}/api/check-token?token=${access}`);
        const { data } = (await res.json()) as { data: { token: string } };
        const c = await connectBattle(server.baseURL, data.token, { transports: ['polling'] });
        c.socket.on('disconnect', (reason) => disconnects.push(reason));
        cleanup(async () => c.close());
        clients.push(c);
      }
      // The sessions are spread over the processes (each id names its process).
      const used = new Set(clients.map((c) => c.socket.io.engine.id.split('.')[0]));
      expect(used.size).toBeGreaterThan(1);
      expect(clients.every((c) => c.socket.io.engine.transport.name === 'polling')).toBe(true);

      // Pairs meet in the free queue and each player answers the first question: every event and
      // acknowledgement crosses long-polling requests, several per session.
      for (let i = 0; i < PLAYERS; i += 2) {
        for (const c of [clients[i]!, clients[i + 1]!]) {
          expect((await c.send('queue:join', { stake: 0 })).status_code).toBe(200);
        }
      }
      for (const c of clients) {
        const matched = await c.next('battle:matched', () => true, budget(15_000));
        const q = await c.next('battle:question', (x) => x.question_no === 1, budget(15_000));
        const ack = await c.send('battle:answer', {
          battle_id: matched.battle_id,
          question_no: 1,
          answer_id: q.question.options[0]!.id,
        });
        expect(ack.status_code).toBe(200);
      }
      for (const c of clients) {
        await c.next('battle:reveal', (r) => r.question_no === 1, budget(15_000));
      }
      expect(disconnects).toEqual([]);
      // Three processes start on a fresh database, then a dozen polling round trips each.
    },
    PROCESS_TEST_BUDGET,
  );
});
