import { type SQL, and, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  AttemptTiming,
  FairPlayAttempt,
  FairPlayAttemptReply,
  FairPlayFlag,
  FairPlayFlagsReply,
  PlayerAttemptsReply,
  ZFairPlayFlagsQuery,
} from '@contract/console-fairplay';
import type { z } from 'zod';
import type { Rules } from '../../config';
import { type DbOrTx, type Tx, queryRows } from '../../db/client';
import { notFound } from '../../lib/errors';
import { games, gameQuestions } from '../engine/tables';
import { users } from '../users/tables';
import { tournamentFlags, tournaments } from './tables';

export type FairPlayRules = Pick<
  Rules,
  'fairPlayMinReadMs' | 'fairPlayFastAnswers' | 'fairPlaySteadyAnswers' | 'fairPlaySteadyMs'
>;

/**
 * The numbers of a game's correct answers, each served → answered on the server's clock: how many
 * came sooner than a person reads, how many there were, and their spread (population standard
 * deviation, ms). A lateral subquery over one game's few questions (its primary key's prefix).
 */
const statsOf = (rules: FairPlayRules) => sql`lateral (
  select count(*) filter (where a.ms < ${rules.fairPlayMinReadMs})::int as fast,
    count(*)::int as correct,
    round(stddev_pop(a.ms))::int as spread
  from (select extract(epoch from (q.answered_at - q.served_at)) * 1000 as ms
    from game_questions q
    where q.game_id = g.id and q.is_correct and q.served_at is not null
      and q.answered_at is not null) a) s`;

const steady = (rules: FairPlayRules) =>
  sql`(s.correct >= ${rules.fairPlaySteadyAnswers} and s.spread < ${rules.fairPlaySteadyMs})`;

// The queue's order: the share of correct answers that were too fast, or for a steady attempt how
// far under the allowed spread it stayed (0 ms spread: 100), whichever says more.
const suspicionOf = (rules: FairPlayRules) => sql`least(100, greatest(
  case when s.correct > 0 then (100 * s.fast) / s.correct else 0 end,
  case when ${steady(rules)}
    then 100 - (100 * s.spread) / ${rules.fairPlaySteadyMs} else 0 end))`;

/** The statement writing an attempt's review row with its numbers; `suspiciousOnly`: only if they flag it. */
function flagStatement(gameId: number, rules: FairPlayRules, suspiciousOnly: boolean): SQL {
  const flagged = sql`(s.fast >= ${rules.fairPlayFastAnswers} or ${steady(rules)})`;
  return sql`insert into tournament_flags
      (game_id, tournament_id, user_id, fast_answers, correct_answers, spread_ms, suspicion)
    select g.id, g.tournament_id, g.user_id, s.fast, s.correct, s.spread, ${suspicionOf(rules)}
    from games g cross join ${statsOf(rules)}
    where g.id = ${gameId} and g.kind = 'tournament' ${suspiciousOnly ? sql`and ${flagged}` : sql``}
    on conflict (game_id) do nothing`;
}

/**
 * Flags a tournament attempt that has just finished when its correct answers came faster than a
 * person reads (at least fairPlayFastAnswers under fairPlayMinReadMs) or at near-constant
 * intervals (see config.ts). A statement for the finishing transaction, which sends it with the
 * best score's update (play.ts): the answer path gains no round trip, and an attempt is judged
 * exactly when its answers can no longer change.
 */
export const finishedAttemptFlag = (gameId: number, rules: FairPlayRules): SQL =>
  flagStatement(gameId, rules, true);

/**
 * The review row of an attempt staff disqualify without its having been flagged (one of a flagged
 * player's other attempts): the same numbers, then marked decided by the caller.
 */
export async function recordUnflagged(tx: Tx, gameId: number, rules: FairPlayRules) {
  await tx.execute(flagStatement(gameId, rules, false));
}

const flagColumns = {
  gameId: tournamentFlags.gameId,
  tournamentId: tournamentFlags.tournamentId,
  tournamentName: tournaments.name,
  frozenAt: tournaments.frozenAt,
  userId: tournamentFlags.userId,
  playerName: users.name,
  score: games.points,
  fastAnswers: tournamentFlags.fastAnswers,
  correctAnswers: tournamentFlags.correctAnswers,
  spreadMs: tournamentFlags.spreadMs,
  suspicion: tournamentFlags.suspicion,
  status: tournamentFlags.status,
  flaggedAt: tournamentFlags.flaggedAt,
  reviewedAt: tournamentFlags.reviewedAt,
  reviewedBy: tournamentFlags.reviewedBy,
  reviewReason: tournamentFlags.reviewReason,
};

const flagRows = (db: DbOrTx) =>
  db
    .select(flagColumns)
    .from(tournamentFlags)
    .innerJoin(tournaments, eq(tournaments.id, tournamentFlags.tournamentId))
    .innerJoin(users, eq(users.id, tournamentFlags.userId))
    .innerJoin(games, eq(games.id, tournamentFlags.gameId));

type FlagRow = Awaited<ReturnType<typeof flagRows>>[number];

const toFlag = (r: FlagRow): FairPlayFlag => ({
  game_id: r.gameId,
  tournament_id: r.tournamentId,
  tournament_name: r.tournamentName,
  user_id: r.userId,
  player_name: r.playerName,
  score: r.score,
  fast_answers: r.fastAnswers,
  correct_answers: r.correctAnswers,
  spread_ms: r.spreadMs,
  suspicion: r.suspicion,
  status: r.status,
  frozen: r.frozenAt !== null,
  flagged_at: r.flaggedAt.toISOString(),
  reviewed_at: r.reviewedAt?.toISOString() ?? null,
  reviewed_by: r.reviewedBy,
  review_reason: r.reviewReason,
});

/** The review queue: open flags most suspicious first (then newest), or closed ones. */
export async function listFlags(
  db: DbOrTx,
  query: z.output<typeof ZFairPlayFlagsQuery>,
): Promise<FairPlayFlagsReply> {
  const open = query.status === 'open';
  const where = open
    ? eq(tournamentFlags.status, 'open')
    : inArray(tournamentFlags.status, ['dismissed', 'disqualified']);
  const order = open
    ? [
        desc(tournamentFlags.suspicion),
        desc(tournamentFlags.flaggedAt),
        desc(tournamentFlags.gameId),
      ]
    : [desc(tournamentFlags.reviewedAt), desc(tournamentFlags.gameId)];
  const [rows, [total]] = await Promise.all([
    flagRows(db)
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(tournamentFlags)
      .where(where),
  ]);
  return {
    flags: rows.map(toFlag),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

// The median comes from this many entrants at most: a bounded read through the entries' key and
// the games' user index, however many play the tournament.
const MEDIAN_SAMPLE = 500;

const attemptColumns = {
  gameId: games.id,
  tournamentId: tournaments.id,
  tournamentName: tournaments.name,
  frozenAt: tournaments.frozenAt,
  userId: games.userId,
  playerName: users.name,
  status: games.status,
  score: games.points,
  totalCorrect: games.totalCorrect,
  startedAt: games.startedAt,
  finishedAt: games.finishedAt,
  flagStatus: tournamentFlags.status,
};

const attemptRows = (db: DbOrTx) =>
  db
    .select(attemptColumns)
    .from(games)
    .innerJoin(tournaments, eq(tournaments.id, games.tournamentId))
    .innerJoin(users, eq(users.id, games.userId))
    .leftJoin(tournamentFlags, eq(tournamentFlags.gameId, games.id));

const toAttempt = (r: Awaited<ReturnType<typeof attemptRows>>[number]): FairPlayAttempt => ({
  game_id: r.gameId,
  tournament_id: r.tournamentId,
  tournament_name: r.tournamentName,
  user_id: r.userId,
  player_name: r.playerName,
  status: r.status,
  score: r.score,
  total_correct: r.totalCorrect,
  started_at: r.startedAt.toISOString(),
  finished_at: r.finishedAt?.toISOString() ?? null,
  frozen: r.frozenAt !== null,
  flag_status: r.flagStatus,
});

/** One attempt's answer times per question, beside the median of the other players' attempts. */
export async function attemptDetail(
  db: DbOrTx,
  gameId: number,
  rules: FairPlayRules,
): Promise<FairPlayAttemptReply> {
  const [row] = await attemptRows(db).where(
    and(eq(games.id, gameId), eq(games.kind, 'tournament')),
  );
  if (!row) throw notFound('Attempt');
  const [flag] = await flagRows(db).where(eq(tournamentFlags.gameId, gameId));
  const answers = await db
    .select()
    .from(gameQuestions)
    .where(eq(gameQuestions.gameId, gameId))
    .orderBy(gameQuestions.position);
  const medians = await queryRows<{ question_id: number; median_ms: number; sampled: number }>(
    db,
    sql`with sample as (
        select user_id from tournament_entries
        where tournament_id = ${row.tournamentId} and user_id <> ${row.userId}
        order by user_id limit ${MEDIAN_SAMPLE}),
      attempts as (
        select g.id from sample s join games g on g.user_id = s.user_id
          and g.kind = 'tournament' and g.status = 'finished'
          and g.tournament_id = ${row.tournamentId})
      select q.question_id,
        round(percentile_cont(0.5) within group (
          order by extract(epoch from (q.answered_at - q.served_at)) * 1000))::int as median_ms,
        (select count(*) from attempts)::int as sampled
      from attempts a join game_questions q on q.game_id = a.id
      where q.served_at is not null and q.answered_at is not null and not q.timed_out
      group by q.question_id`,
  );
  const timings: AttemptTiming[] = answers.map((a) => {
    const ms =
      a.servedAt && a.answeredAt && !a.timedOut
        ? Math.max(0, a.answeredAt.getTime() - a.servedAt.getTime())
        : null;
    const correct = a.isCorrect === true;
    return {
      position: a.position + 1,
      question_id: a.questionId,
      answer_ms: ms,
      correct,
      timed_out: a.timedOut,
      fast: correct && ms !== null && ms < rules.fairPlayMinReadMs,
      median_ms: medians.find((m) => m.question_id === a.questionId)?.median_ms ?? null,
    };
  });
  return {
    attempt: toAttempt(row),
    flag: flag ? toFlag(flag) : null,
    timings,
    median_attempts: medians[0]?.sampled ?? 0,
    thresholds: {
      min_read_ms: rules.fairPlayMinReadMs,
      fast_answers: rules.fairPlayFastAnswers,
      steady_answers: rules.fairPlaySteadyAnswers,
      steady_ms: rules.fairPlaySteadyMs,
    },
  };
}

// A console page, not a history export: the newest attempts say enough about a player.
const PLAYER_ATTEMPTS = 100;

/** A player's tournament attempts, newest first, each with its review if any. */
export async function playerAttempts(db: DbOrTx, userId: number): Promise<PlayerAttemptsReply> {
  const [player] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!player) throw notFound('Player');
  const rows = await attemptRows(db)
    .where(and(eq(games.userId, userId), eq(games.kind, 'tournament')))
    .orderBy(desc(games.startedAt), desc(games.id))
    .limit(PLAYER_ATTEMPTS);
  return { user_id: player.id, player_name: player.name, attempts: rows.map(toAttempt) };
}
