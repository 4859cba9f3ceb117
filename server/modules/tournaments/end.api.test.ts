import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import {
  notifications,
  questions,
  tournamentEntries,
  tournamentQuestions,
  tournaments,
  users,
} from '../../tables';
import { games } from '../engine/tables';
import { request, signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { notificationIn } from '../../../tests/helpers/notifications';
import { createTopic, createTournament } from '../../../tests/helpers/factories';
import { endTournaments } from './end';
import { startTournament, tournamentRanking } from '@contract/routes/tournaments';
import { refusalOf } from '../../../tests/helpers/call';

const { app, ctx, config } = await useTestApp();

describe('tournament end job', () => {
  it('freezes the ranking, counts win and played, notifies the top 3: once, even run concurrently', async () => {
    const t = await createTournament(ctx, { type: 'DAILY' });
    const topic = await createTopic(ctx, { questionCount: 2 });
    const qs = await ctx.db.select().from(questions).where(eq(questions.topicId, topic.id));
    await ctx.db
      .insert(tournamentQuestions)
      .values(qs.map((q, position) => ({ tournamentId: t.id, position, questionId: q.id })));
    const players = await Promise.all(Array.from({ length: 5 }, () => signIn(app, config)));
    const base = Date.now() - 600_000;
    await ctx.db.insert(tournamentEntries).values(
      players.slice(0, 4).map((p, i) => ({
        tournamentId: t.id,
        userId: p.userId,
        attempts: 1,
        bestScore: [300, 500, 500, 100][i]!,
        bestFinishedAt: new Date(base + 1000 * (4 - i)),
      })),
    );
    // The fifth player is mid-attempt when the tournament ends: it is finished and ranked.
    const late = players[4]!;
    await request(app, 'POST', '/dev/subscribe', { token: late.token, body: {} });
    const started = await late.call(startTournament, {
      body: {
        tournament_id: t.id,
      },
    });
    expect(started.status).toBe(200);
    await ctx.db
      .update(tournaments)
      .set({ endTime: new Date(Date.now() - 1000) })
      .where(eq(tournaments.id, t.id));

    const counts = await Promise.all([endTournaments(ctx), endTournaments(ctx)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await endTournaments(ctx)).toBe(0);

    const ids = players.map((p) => p.userId);
    const entries = await ctx.db
      .select()
      .from(tournamentEntries)
      .where(eq(tournamentEntries.tournamentId, t.id));
    const rankOf = (i: number) => entries.find((e) => e.userId === ids[i])!.finalRank;
    // 500 (finished earlier: player 2), 500 (player 1), 300, then the late player, 100.
    expect([2, 1, 0].map(rankOf)).toEqual([1, 2, 3]);
    expect(rankOf(3)).toBe(5);
    expect(rankOf(4)).toBe(4);
    const [game] = await ctx.db.select().from(games).where(eq(games.id, started.body.data.game_id));
    expect(game!.status).toBe('finished');

    const counters = await ctx.db
      .select({ id: users.id, win: users.tournamentWin, played: users.tournamentPlayed })
      .from(users)
      .where(inArray(users.id, ids));
    for (const [i, id] of ids.entries()) {
      const c = counters.find((x) => x.id === id)!;
      expect(c.played, `player ${i}`).toBe(1);
      expect(c.win, `player ${i}`).toBe(i === 2 ? 1 : 0);
    }
    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          inArray(notifications.userId, ids),
          eq(notifications.broadcastKey, `tournament-result:${t.id}`),
        ),
      );
    expect(notes.map((n) => n.userId).sort()).toEqual([ids[0], ids[1], ids[2]].sort());
    const winner = players[2]!;
    expect((await notificationIn(app, winner, 'en', 'tournament_result'))?.title).toBe(
      `You placed 1st in ${t.name}`,
    );
    const mm = await notificationIn(app, winner, 'mm', 'tournament_result');
    expect(mm?.title).toContain('အဆင့် ၁ ရရှိခဲ့ပါသည်');
    expect(mm?.body).toContain('၅၀၀');

    // Frozen: play is refused and a late change to an entry does not move the ranking.
    const refused = await late.call(startTournament, { body: { tournament_id: t.id } });
    expect(refusalOf(refused).code).toBe('tournament_not_open');
    await ctx.db
      .update(tournamentEntries)
      .set({ bestScore: 9999 })
      .where(and(eq(tournamentEntries.tournamentId, t.id), eq(tournamentEntries.userId, ids[3]!)));
    const ranking = await late.call(tournamentRanking, {
      body: {
        tournament_id: t.id,
        per_page: 10,
      },
    });
    const positions = ranking.body.data.ranking.map((e) => [e.user_id, e.position]);
    expect(positions).toContainEqual([ids[2], 1]);
    expect(positions).toContainEqual([ids[3], 5]);
  });
});
