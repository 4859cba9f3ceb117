import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { tournamentEntries } from '../../tables';
import { type Player, signIn, subscribedPlayer } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { createPlayableTournament, createTournament } from '../../../tests/helpers/factories';
import {
  finishedTournaments,
  runningTournaments,
  startTournament,
  tournamentDetails,
} from '@contract/routes/tournaments';
import { call, refusalOf } from '../../../tests/helpers/call';

const { app, ctx, config } = await useTestApp();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const details = async (p: Player, id: number, lang: 'en' | 'my' = 'en') =>
  (
    await p.call(tournamentDetails, {
      body: { tournament_id: id },
      headers: { 'accept-language': lang },
    })
  ).body.data;

/** Finished attempts written straight into the ranking, the i-th finishing i+1 minutes in. */
async function ranked(tournamentId: number, start: Date, scores: number[]) {
  const players: Player[] = [];
  for (const [i, score] of scores.entries()) {
    const p = await signIn(app, config, { name: `Ranked ${tournamentId}-${i}` });
    await ctx.db.insert(tournamentEntries).values({
      tournamentId,
      userId: p.userId,
      attempts: 1,
      bestScore: score,
      bestFinishedAt: new Date(start.getTime() + (i + 1) * 60_000),
    });
    players.push(p);
  }
  return players;
}

describe('tournament status', () => {
  it('is upcoming with starts_in before its start, refusing a start with no chance used', async () => {
    const t = await createPlayableTournament(ctx, {
      type: 'DAILY',
      startTime: new Date(Date.now() + 2 * HOUR + 10 * 60_000),
      endTime: new Date(Date.now() + 14 * HOUR),
    });
    const p = await subscribedPlayer(app, config);
    const before = await details(p, t.id);
    expect(before.tournament).toMatchObject({ status: 'upcoming', played: 0, has_quota: true });
    expect(before.tournament.starts_in).toBeGreaterThan(2 * 3600 + 9 * 60);
    expect(before.tournament.starts_in).toBeLessThanOrEqual(2 * 3600 + 10 * 60);
    expect(before.tournament.message).toBe('This tournament has not started yet');
    expect((await details(p, t.id, 'my')).tournament.message).toBe('ဤပြိုင်ပွဲ မစတင်သေးပါ။');

    const refused = await p.call(startTournament, { body: { tournament_id: t.id } });
    expect(refused.status).toBe(409);
    expect(refusalOf(refused).code).toBe('tournament_not_open');
    const after = await details(p, t.id);
    expect(after.tournament).toMatchObject({ played: 0, has_quota: true, player_count: 0 });
    const entries = await ctx.db
      .select()
      .from(tournamentEntries)
      .where(eq(tournamentEntries.tournamentId, t.id));
    expect(entries).toEqual([]);
  });

  it('is running with starts_in 0 inside its window, and ended after it', async () => {
    const p = await subscribedPlayer(app, config);
    const running = await createPlayableTournament(ctx, { type: 'DAILY' });
    expect((await details(p, running.id)).tournament).toMatchObject({
      status: 'running',
      starts_in: 0,
      ended: false,
      message: '',
    });
    const ended = await createPlayableTournament(ctx, {
      type: 'DAILY',
      startTime: new Date(Date.now() - 3 * HOUR),
      endTime: new Date(Date.now() - HOUR),
    });
    expect((await details(p, ended.id)).tournament).toMatchObject({
      status: 'ended',
      starts_in: 0,
      time_left: 0,
      ended: true,
      message: 'This tournament has ended',
    });
    const refused = await p.call(startTournament, { body: { tournament_id: ended.id } });
    expect(refused.status).toBe(409);
    expect(refusalOf(refused).code).toBe('tournament_not_open');
  });

  it('counts the players who entered, not the subscribers', async () => {
    const t = await createPlayableTournament(ctx, { type: 'DAILY' });
    const [first, idle] = [
      await subscribedPlayer(app, config),
      await subscribedPlayer(app, config),
    ];
    expect((await details(idle, t.id)).tournament.player_count).toBe(0);
    const started = await first.call(startTournament, {
      body: {
        tournament_id: t.id,
      },
    });
    expect(started.status).toBe(200);
    const seen = (await details(idle, t.id)).tournament;
    expect(seen.player_count).toBe(1);
    expect(seen.subscriber_count).toBeGreaterThanOrEqual(2);
  });
});

describe('leaderboard lists', () => {
  it('gives each running tournament its top three with points', async () => {
    const t = await createTournament(ctx, { type: 'MEGA', name: 'Top Three Cup' });
    const players = await ranked(t.id, t.startTime, [300, 500, 100, 400]);
    const viewer = await signIn(app, config);
    const res = await viewer.call(runningTournaments, { query: { type: 'MEGA' } });
    expect(res.status).toBe(200);
    const card = res.body.data.tournaments.find((c) => c.id === t.id)!;
    expect(card.status).toBe('running');
    expect(card.top.map((e) => [e.position, e.user_id, e.points])).toEqual([
      [1, players[1]!.userId, 500],
      [2, players[3]!.userId, 400],
      [3, players[0]!.userId, 300],
    ]);
  });

  it('lists ended tournaments of the last 7 days with their winners, in the reader language', async () => {
    const recent = await createTournament(ctx, {
      type: 'DAILY',
      name: 'Finished Cup',
      nameMm: 'ပြီးဆုံး ဖလား',
      startTime: new Date(Date.now() - DAY),
      endTime: new Date(Date.now() - 2 * HOUR),
    });
    const older = await createTournament(ctx, {
      type: 'DAILY',
      startTime: new Date(Date.now() - 3 * DAY),
      endTime: new Date(Date.now() - 2 * DAY),
    });
    const stale = await createTournament(ctx, {
      type: 'DAILY',
      startTime: new Date(Date.now() - 9 * DAY),
      endTime: new Date(Date.now() - 8 * DAY),
    });
    const running = await createTournament(ctx, { type: 'DAILY' });
    const mega = await createTournament(ctx, {
      type: 'MEGA',
      startTime: new Date(Date.now() - DAY),
      endTime: new Date(Date.now() - HOUR),
    });
    const players = await ranked(recent.id, recent.startTime, [200, 200, 900, 50]);
    const viewer = await signIn(app, config);

    const res = await viewer.call(finishedTournaments, { query: { type: 'DAILY' } });
    expect(res.status).toBe(200);
    const ids = res.body.data.tournaments.map((c) => c.id);
    expect(ids.indexOf(recent.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(recent.id)).toBeLessThan(ids.indexOf(older.id));
    for (const absent of [stale.id, running.id, mega.id]) expect(ids).not.toContain(absent);
    const card = res.body.data.tournaments.find((c) => c.id === recent.id)!;
    expect(card.status).toBe('ended');
    // Ties go to the earlier finish.
    expect(card.winners.map((w) => [w.position, w.user_id, w.points])).toEqual([
      [1, players[2]!.userId, 900],
      [2, players[0]!.userId, 200],
      [3, players[1]!.userId, 200],
    ]);
    expect(card.winners[0]!.name).toBe(`Ranked ${recent.id}-2`);
    expect(res.body.data.tournaments.find((c) => c.id === older.id)!.winners).toEqual([]);

    const mm = await viewer.call(finishedTournaments, {
      query: { type: 'DAILY' },
      headers: { 'accept-language': 'my' },
    });
    expect(mm.body.data.tournaments.find((c) => c.id === recent.id)!.name).toBe('ပြီးဆုံး ဖလား');
  });

  it('refuses a bad type with 422 naming the field, and a missing token with 401', async () => {
    const viewer = await signIn(app, config);
    // Bad input on purpose: an input the route's types refuse.
    const bad = await viewer.callRaw(finishedTournaments, { query: { type: 'WEEKLY' } });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body.data)).toContain('type');
    expect((await call(app, finishedTournaments, { query: { type: 'DAILY' } })).status).toBe(401);
    // Without the type the route's types require.
    const noType = await viewer.callRaw(finishedTournaments);
    expect(noType.status).toBe(422);
  });
});
