import { sql } from 'drizzle-orm';
import type { Rules } from '../../config';
import { queryRows, type DbOrTx } from '../../db/client';
import type { BadgeRule } from './tables';

/** Counters an event moves; streak_days moves with `playDay` instead. */
export type Counter = Exclude<BadgeRule, 'streak_days'>;

export interface ProgressEvent {
  userId: number;
  /** The operator day (YYYY-MM-DD) a game was finished on: moves the streak. */
  playDay?: string;
  counters?: Partial<Record<Counter, number>>;
  now: Date;
}

export interface ProgressResult {
  streakDays: number;
  /** Badges this event awarded (each once ever: the row lock and the key see to it). */
  awarded: number[];
}

const COUNTERS: readonly Counter[] = [
  'games_finished',
  'correct_answers',
  'perfect_games',
  'topics_completed',
  'tournament_top10',
  'tournament_wins',
  'challenges_won',
  'battles_won',
  'friends',
];

/**
 * Moves a player's streak and counters and awards every badge a moved counter now reaches, with
 * its celebration, in ONE statement (the finishing answer's budget is one more statement). The
 * upsert takes the player's progress row lock, so two games finishing at once queue here and the
 * second sees the first's counters and badges: a badge crossing is awarded once. Only badges of
 * a moved rule are looked at, so a badge added later is awarded at the next event of its rule.
 *
 * Streak (game-rules): a day after the last one adds a day; missed days are covered one freeze
 * each while freezes last, else the streak starts again at 1; every `streakFreezeEvery`th day
 * earns a freeze, at most `streakFreezesMax` held.
 */
export async function recordProgress(
  db: DbOrTx,
  rules: Pick<Rules, 'streakFreezeEvery' | 'streakFreezesMax'>,
  e: ProgressEvent,
): Promise<ProgressResult> {
  const counts = COUNTERS.map((c) => Math.max(0, Math.trunc(e.counters?.[c] ?? 0)));
  const moved: string[] = COUNTERS.filter((_, i) => counts[i]! > 0);
  if (e.playDay) moved.push('streak_days');
  if (moved.length === 0) return { streakDays: 0, awarded: [] };
  const every = rules.streakFreezeEvery;
  const max = rules.streakFreezesMax;
  const day = e.playDay ?? null;
  const gap = sql`(${day}::date - pp.last_play_day)`;
  const newStreak = sql`case when pp.last_play_day is null then 1 when ${gap} <= 0 then pp.streak_days
    when ${gap} - 1 <= pp.freezes then pp.streak_days + 1 else 1 end`;
  const spent = sql`case when pp.last_play_day is null or ${gap} <= 1 then pp.freezes
    else greatest(0, pp.freezes - (${gap} - 1)) end`;
  const streakSet = day
    ? sql`, streak_days = ${newStreak},
        best_streak = greatest(pp.best_streak, ${newStreak}),
        freezes = case when (pp.last_play_day is null or ${gap} >= 1) and (${newStreak}) % ${every} = 0
          then least(${max}, (${spent}) + 1) else ${spent} end,
        last_play_day = greatest(pp.last_play_day, excluded.last_play_day)`
    : sql``;
  const columns = sql.raw(COUNTERS.join(', '));
  const values = sql.join(
    counts.map((n) => sql`${n}`),
    sql`, `,
  );
  const counterSet = sql.raw(COUNTERS.map((c) => `${c} = pp.${c} + excluded.${c}`).join(', '));
  const ruleValue = sql.raw(
    `case b.rule ${[...COUNTERS, 'streak_days'].map((c) => `when '${c}' then p.${c}`).join(' ')} end`,
  );
  const movedList = sql.join(
    moved.map((m) => sql`${m}`),
    sql`, `,
  );
  const first = day ? 1 : 0;
  const rows = await queryRows<{ streak_days: number; awarded: number[] | null }>(
    db,
    sql`with p as (
        insert into player_progress as pp (user_id, streak_days, best_streak, last_play_day, ${columns})
        values (${e.userId}, ${first}, ${first}, ${day}::date, ${values})
        on conflict (user_id) do update set ${counterSet} ${streakSet}
        returning *
      ), awarded as (
        insert into player_badges (user_id, badge_id, earned_at)
        select p.user_id, b.id, ${e.now.toISOString()}::timestamptz
        from p join badges b on b.retired_at is null and b.rule in (${movedList})
          and b.threshold <= ${ruleValue}
        where not exists (select 1 from player_badges pb where pb.user_id = p.user_id and pb.badge_id = b.id)
        on conflict do nothing
        returning badge_id
      ), celebrated as (
        insert into celebrations (user_id, kind, badge_id)
        select ${e.userId}, 'badge', badge_id from awarded
      )
      select p.streak_days, (select array_agg(badge_id order by badge_id) from awarded) as awarded
      from p`,
  );
  const row = rows[0];
  return { streakDays: row?.streak_days ?? 0, awarded: row?.awarded ?? [] };
}
