/**
 * Live battles' own tables: the battle with its clock (the deadlines that drive it, so any process
 * can pick it up), the quick-battle queue and friend invitations. Each player's answers are an
 * engine game (engine/tables.ts, `games.battle_id`).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, ts } from '../../db/columns';
import { topics } from '../topics/tables';
import { users } from '../users/tables';

/** What the practice bot will do on each question, fixed when the battle is made. */
export interface BotMove {
  /** The option it picks; null: it lets the time run out. */
  answerId: number | null;
  /** When it answers, after the question is served. */
  afterMs: number;
}

/**
 * `matched`: both players see each other until the first question; `question`: a question is open
 * until both answered or its time and grace ran out; `reveal`: its answer is shown until the next.
 */
export type BattlePhase = 'matched' | 'question' | 'reveal';

export const battles = pgTable(
  'battles',
  {
    id: id(),
    kind: varchar('kind', { length: 10 }).$type<'quick' | 'friend'>().notNull(),
    stake: integer('stake').notNull(),
    // Null: mixed topics.
    topicId: integer('topic_id').references(() => topics.id),
    playerA: integer('player_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Null: the practice bot.
    playerB: integer('player_b').references(() => users.id, { onDelete: 'cascade' }),
    gameA: integer('game_a'),
    gameB: integer('game_b'),
    botPlan: jsonb('bot_plan').$type<BotMove[]>(),
    questionCount: smallint('question_count').notNull(),
    // The rules the battle was made under: changing GAME_RULES does not change a running battle.
    questionSeconds: real('question_seconds').notNull(),
    revealSeconds: real('reveal_seconds').notNull(),
    status: varchar('status', { length: 10 })
      .$type<'running' | 'finished'>()
      .notNull()
      .default('running'),
    phase: varchar('phase', { length: 10 }).$type<BattlePhase>().notNull().default('matched'),
    // 0 while matched, then the question on screen (or just revealed), 1-based.
    questionNo: smallint('question_no').notNull().default(0),
    // The question's end as players see it (its grace comes after); null while matched.
    questionEndsAt: ts('question_ends_at'),
    // When the battle must next be looked at: the first question, the bot's answer, a question's
    // end plus grace, the end of a reveal. A process acts on it at that time; a sweep of every
    // process acts on it when its process did not (it died).
    dueAt: ts('due_at').notNull(),
    // The last question whose bot answer the player was told of.
    botAnsweredNo: smallint('bot_answered_no').notNull().default(0),
    scoreA: integer('score_a').notNull().default(0),
    scoreB: integer('score_b').notNull().default(0),
    // A's result once finished.
    result: varchar('result', { length: 4 }).$type<'win' | 'draw' | 'loss'>(),
    createdAt: ts('created_at').notNull(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('battles_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'running'`),
    index('battles_player_a_idx').on(t.playerA, t.id),
    index('battles_player_b_idx').on(t.playerB, t.id),
    check('battles_stake_non_negative', sql`${t.stake} >= 0`),
    // The bot plays for nothing: a stake needs two people.
    check('battles_bot_plays_free', sql`${t.playerB} is not null or ${t.stake} = 0`),
  ],
);

/** Players waiting for a quick battle: one row each, so one queue at a time. */
export const battleQueue = pgTable(
  'battle_queue',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stake: integer('stake').notNull(),
    topicId: integer('topic_id').references(() => topics.id),
    level: integer('level').notNull(),
    joinedAt: ts('joined_at').notNull(),
    // Free: the practice bot comes; with a stake: the queue ends (queue:timeout).
    dueAt: ts('due_at').notNull(),
  },
  (t) => [
    index('battle_queue_pool_idx').on(t.stake, t.topicId, t.joinedAt),
    index('battle_queue_due_idx').on(t.dueAt),
  ],
);

export const battleInvites = pgTable(
  'battle_invites',
  {
    id: id(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stake: integer('stake').notNull(),
    topicId: integer('topic_id').references(() => topics.id),
    status: varchar('status', { length: 10 })
      .$type<'pending' | 'accepted' | 'declined'>()
      .notNull()
      .default('pending'),
    battleId: integer('battle_id').references(() => battles.id),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('battle_invites_to_idx').on(t.toUserId, t.status)],
);

export type BattleRow = typeof battles.$inferSelect;
export type QueueRow = typeof battleQueue.$inferSelect;
export type InviteRow = typeof battleInvites.$inferSelect;
