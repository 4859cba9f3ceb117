import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { buildApp } from '../../app';
import { tournamentEntries } from '../../tables';
import { type Player, request, signIn } from '../../../tests/helpers/client';
import { anotherProcess, useTestApp } from '../../../tests/helpers/context';
import { createPlayableTournament } from '../../../tests/helpers/factories';
import { encodeScore } from './ranking';
import {
  startTournament,
  submitTournamentAnswer,
  tournamentDetails,
  tournamentRanking,
} from '@contract/routes/tournaments';
import { bearer, call } from '../../../tests/helpers/call';

const redisUrl = process.env.TEST_REDIS_URL;

// Redis is shared with other runs: every key of this run starts with its own prefix.
describe.skipIf(!redisUrl)('tournament ranking with Redis', async () => {
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  const { app, ctx, config } = await useTestApp({ REDIS_KEY_PREFIX: prefix }, { redis: true });

  it('answers the same pages and positions as the database, also after a new best and a rebuild', async () => {
    const dbOnly = await buildApp(anotherProcess(ctx, { redis: null }));
    try {
      const t = await createPlayableTournament(ctx, {}, 2);
      const players: Player[] = [];
      for (let i = 0; i < 12; i++) players.push(await signIn(app, config));
      const base = t.startTime.getTime() + 5_000;
      await ctx.db.insert(tournamentEntries).values(
        players.map((p, i) => ({
          tournamentId: t.id,
          userId: p.userId,
          attempts: 1,
          bestScore: [200, 300, 300, 100, 300][i % 5]!,
          // Two exact ties (same score, same instant) break on user id as in the database.
          bestFinishedAt: new Date(base + 1000 * (i % 4)),
        })),
      );
      const pages = async (target: typeof app) => {
        const all: Array<[number, number, number]> = [];
        for (let page = 1; page <= 3; page++) {
          const res = await call(target, tournamentRanking, {
            body: { tournament_id: t.id, page, per_page: 5 },
            headers: bearer(players[0]!.token),
          });
          expect(res.status).toBe(200);
          expect(res.body.data.page_count).toBe(3);
          all.push(
            ...res.body.data.ranking.map(
              (e) => [e.user_id, e.position, e.points] as [number, number, number],
            ),
          );
        }
        return all;
      };
      const position = async (target: typeof app, p: Player) =>
        (
          await call(target, tournamentDetails, {
            body: { tournament_id: t.id },
            headers: bearer(p.token),
          })
        ).body.data.my_position;

      expect(await pages(app)).toEqual(await pages(dbOnly));
      for (const p of players) expect(await position(app, p)).toBe(await position(dbOnly, p));

      // A new best through play is mirrored after its commit.
      const climber = players[3]!;
      await request(app, 'POST', '/dev/subscribe', { token: climber.token, body: {} });
      let state = (await climber.call(startTournament, { body: { tournament_id: t.id } })).body
        .data;
      while (state.question) {
        state = (
          await climber.call(submitTournamentAnswer, {
            body: {
              game_id: state.game_id,
              question_id: state.question.question_id,
              answer_id: null,
            },
          })
        ).body.data;
      }
      expect(await pages(app)).toEqual(await pages(dbOnly));

      // Lost keys (restart, flush) are rebuilt from the database on the next read.
      const keys = await ctx.redis!.keys(`${prefix}*`);
      expect(keys.length).toBeGreaterThan(0);
      await ctx.redis!.del(...keys);
      expect(await pages(app)).toEqual(await pages(dbOnly));
      await ctx.redis!.del(...(await ctx.redis!.keys(`${prefix}*`)));
    } finally {
      await dbOnly.close();
    }
  });

  it('encodes ties so the earlier finish ranks higher', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const early = encodeScore(500, new Date(start.getTime() + 1000), start);
    const late = encodeScore(500, new Date(start.getTime() + 2000), start);
    expect(early).toBeGreaterThan(late);
    expect(encodeScore(501, new Date(start.getTime() + 600_000_000), start)).toBeGreaterThan(early);
    expect(Number.isSafeInteger(encodeScore(4_000_000, start, start))).toBe(true);
  });
});
