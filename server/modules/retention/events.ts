import { inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { localDate } from '../../lib/time';
import { notifyPlayer } from '../notifications';
import { type Counter, recordProgress } from './progress';
import { badges, celebrations } from './tables';

/** What the streak needs of the configuration: its rules and the operator's time zone. */
export interface RetentionEnv {
  config: Pick<Config, 'rules' | 'timezone'>;
}
type Env = RetentionEnv;

/** The operator's day (app-config time_zone) an instant falls on. */
export const operatorDay = (ctx: Env, at: Date) => localDate(at, ctx.config.timezone);

/** A finished game as the badges count it. */
export interface FinishedGame {
  userId: number;
  correct: number;
  questions: number;
  /** The first finished game in its topic (topic play). */
  topicCompleted?: boolean;
  /** A counter a win moves (challenges_won, battles_won). */
  won?: 'challenges_won' | 'battles_won';
}

/**
 * Called by every mode in the transaction that finishes a game (topic, tournament, challenge,
 * human battle): the day counts for the streak and the game for the badges, in one statement
 * (recordProgress); a notification follows only when a badge was earned.
 */
export async function recordGameFinished(ctx: Env, tx: DbOrTx, g: FinishedGame, at: Date) {
  const counters: Partial<Record<Counter, number>> = {
    games_finished: 1,
    correct_answers: g.correct,
    perfect_games: g.questions > 0 && g.correct >= g.questions ? 1 : 0,
    topics_completed: g.topicCompleted ? 1 : 0,
  };
  if (g.won) counters[g.won] = 1;
  return afterProgress(
    tx,
    g.userId,
    await recordProgress(tx, ctx.config.rules, {
      userId: g.userId,
      playDay: operatorDay(ctx, at),
      counters,
      now: at,
    }),
  );
}

/** A practice battle against the bot: the day is played, no game is counted for badges. */
export async function recordPlayDay(ctx: Env, tx: DbOrTx, userId: number, at: Date) {
  return afterProgress(
    tx,
    userId,
    await recordProgress(tx, ctx.config.rules, {
      userId,
      playDay: operatorDay(ctx, at),
      now: at,
    }),
  );
}

/** Moves a counter outside a game (a tournament placing, a win, a new friend), awarding what it reaches. */
export async function countEvent(tx: DbOrTx, userId: number, counter: Counter, at: Date, by = 1) {
  // No play day: the streak (and so its rules) is not touched.
  const rules = { streakFreezeEvery: 1, streakFreezesMax: 0 };
  return afterProgress(
    tx,
    userId,
    await recordProgress(tx, rules, { userId, counters: { [counter]: by }, now: at }),
  );
}

async function afterProgress(
  tx: DbOrTx,
  userId: number,
  r: { streakDays: number; awarded: number[] },
) {
  if (r.awarded.length === 0) return r;
  const earned = await tx
    .select({ id: badges.id, name: badges.nameEn, nameMm: badges.nameMm })
    .from(badges)
    .where(inArray(badges.id, r.awarded));
  await notifyPlayer(
    tx,
    ...earned.map((b) => ({
      userId,
      kind: 'badge_earned' as const,
      params: { badge_id: b.id, name: b.name, name_mm: b.nameMm },
      onceKey: `badge:${b.id}`,
    })),
  );
  return r;
}

/** A level reached: celebrated on the next screen (rare, so its statement costs nothing typical). */
export async function celebrateLevel(tx: DbOrTx, userId: number, level: number) {
  await tx.insert(celebrations).values({ userId, kind: 'level', level });
  await notifyPlayer(tx, {
    userId,
    kind: 'level_up',
    params: { level },
    onceKey: `level:${level}`,
  });
}
