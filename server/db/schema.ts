/**
 * The whole data model (product-spec section 3, game-rules.md). Later features add behaviour on
 * these tables, not new designs. Money is integer minor units; coins and gems are integers that a
 * CHECK keeps non-negative, and every change to them is a ledger row.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
// PGlite reads bytea as Uint8Array and node-postgres as Buffer; both are Uint8Array.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });

// ---------------------------------------------------------------- identity and sessions

export const users = pgTable('users', {
  id: id(),
  msisdn: varchar('msisdn', { length: 11 }).notNull().unique(),
  name: text('name').notNull().default(''),
  email: text('email'),
  imageUrl: text('image_url'),
  language: varchar('language', { length: 2 }).notNull().default('en'),
  points: integer('points').notNull().default(0),
  win: integer('win').notNull().default(0),
  draw: integer('draw').notNull().default(0),
  loss: integer('loss').notNull().default(0),
  // Counted once per tournament when it ends (modules/tournaments/end.ts).
  tournamentWin: integer('tournament_win').notNull().default(0),
  tournamentPlayed: integer('tournament_played').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // sha256 of the bearer token: a database leak does not leak usable sessions.
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Each operator access token's jti, so a token is accepted exactly once. */
export const usedAccessTokens = pgTable('used_access_tokens', {
  jti: varchar('jti', { length: 200 }).primaryKey(),
  msisdn: varchar('msisdn', { length: 11 }).notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: createdAt(),
});

/**
 * A player's broadcast toggles before they change any (product-spec: settings). A player may have
 * no row (made before settings): reads and broadcasts treat a missing row as these.
 */
export const settingDefaults = {
  dailyUpdates: false,
  newTopics: true,
  newTournament: true,
} as const;

export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyUpdates: boolean('daily_updates').notNull().default(settingDefaults.dailyUpdates),
  newTopics: boolean('new_topics').notNull().default(settingDefaults.newTopics),
  newTournament: boolean('new_tournament').notNull().default(settingDefaults.newTournament),
});

// ---------------------------------------------------------------- wallet

export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    coins: integer('coins').notNull().default(0),
    gems: integer('gems').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('wallets_coins_non_negative', sql`${t.coins} >= 0`),
    check('wallets_gems_non_negative', sql`${t.gems} >= 0`),
  ],
);

export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 4 }).$type<'coin' | 'gem'>().notNull(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: varchar('reason', { length: 40 }).notNull(),
    reference: text('reference'),
    // A retried movement with the same key is a no-op, never a second credit or debit.
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_ledger_user_idx').on(t.userId, t.currency),
    check('wallet_ledger_balance_non_negative', sql`${t.balanceAfter} >= 0`),
    check('wallet_ledger_currency', sql`${t.currency} in ('coin', 'gem')`),
  ],
);

// ---------------------------------------------------------------- content

export const categories = pgTable('categories', {
  id: id(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  name: text('name').notNull(),
  nameMm: text('name_mm'),
  imageUrl: text('image_url'),
  isBcs: boolean('is_bcs').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const categoryFavourites = pgTable(
  'category_favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);

export const topics = pgTable(
  'topics',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    name: text('name').notNull(),
    nameMm: text('name_mm'),
    imageUrl: text('image_url'),
    isTop: boolean('is_top').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    // Kept in step with topic_follows by the follow service: every topic list shows it, and
    // counting a popular topic's followers on each list would not scale.
    followerCount: integer('follower_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('topics_category_idx').on(t.categoryId),
    check('topics_follower_count_non_negative', sql`${t.followerCount} >= 0`),
  ],
);

export const topicFollows = pgTable(
  'topic_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.topicId] }),
    index('topic_follows_topic_idx').on(t.topicId),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: id(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id),
    type: varchar('type', { length: 8 }).$type<'text' | 'image'>().notNull().default('text'),
    // English and Myanmar; either may be missing (a question first written in one language),
    // and the player then reads the other: see inLanguage (server/lib/language.ts).
    questionValue: text('question_value'),
    questionValueMm: text('question_value_mm'),
    srcUrl: text('src_url'),
    difficulty: smallint('difficulty').notNull().default(1),
    timer: integer('timer').notNull().default(20),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('questions_topic_idx').on(t.topicId),
    check('questions_type', sql`${t.type} in ('text', 'image')`),
    check('questions_image_has_src', sql`${t.type} <> 'image' or ${t.srcUrl} is not null`),
    check(
      'questions_has_text',
      sql`${t.questionValue} is not null or ${t.questionValueMm} is not null`,
    ),
  ],
);

export const questionOptions = pgTable(
  'question_options',
  {
    id: id(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    // English and Myanmar, as the question's text.
    value: text('value'),
    valueMm: text('value_mm'),
    isCorrect: boolean('is_correct').notNull().default(false),
    position: smallint('position').notNull(),
  },
  (t) => [
    index('question_options_question_idx').on(t.questionId),
    check('question_options_has_value', sql`${t.value} is not null or ${t.valueMm} is not null`),
    // Exactly one correct option per question: at most one here, at least one checked by the seed.
    uniqueIndex('question_options_one_correct')
      .on(t.questionId)
      .where(sql`${t.isCorrect}`),
  ],
);

export const questionReports = pgTable(
  'question_reports',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 })
      .$type<'wrong_question' | 'wrong_answer' | 'others'>()
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('question_reports_once').on(t.userId, t.questionId)],
);

/** What a player has ever done with a question: drives first-correct coins, progress, all_played. */
export const questionHistory = pgTable(
  'question_history',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id),
    answeredCount: integer('answered_count').notNull().default(0),
    firstCorrectAt: ts('first_correct_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('question_history_user_topic_idx').on(t.userId, t.topicId),
  ],
);

// ---------------------------------------------------------------- tournaments

export type TournamentType = 'DAILY' | 'MEGA';

export const tournamentTemplates = pgTable('tournament_templates', {
  id: id(),
  type: varchar('type', { length: 5 }).$type<TournamentType>().notNull(),
  name: text('name').notNull(),
  caption: text('caption').notNull().default(''),
  prize: text('prize').notNull().default(''),
  nameMm: text('name_mm'),
  captionMm: text('caption_mm'),
  prizeMm: text('prize_mm'),
  imageUrl: text('image_url'),
  // Local start time in the operator's time zone, "HH:MM"; MEGA also names the weekday (0 = Sunday).
  startLocalTime: varchar('start_local_time', { length: 5 }).notNull(),
  weekday: smallint('weekday'),
  lengthMinutes: integer('length_minutes').notNull(),
  duration: integer('duration').notNull(),
  questionCount: integer('question_count').notNull(),
  chances: integer('chances').notNull(),
  active: boolean('active').notNull().default(true),
});

export const tournaments = pgTable(
  'tournaments',
  {
    id: id(),
    templateId: integer('template_id').references(() => tournamentTemplates.id),
    type: varchar('type', { length: 5 }).$type<TournamentType>().notNull(),
    name: text('name').notNull(),
    caption: text('caption').notNull().default(''),
    prize: text('prize').notNull().default(''),
    nameMm: text('name_mm'),
    captionMm: text('caption_mm'),
    prizeMm: text('prize_mm'),
    imageUrl: text('image_url'),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time').notNull(),
    duration: integer('duration').notNull(),
    questionCount: integer('question_count').notNull(),
    chances: integer('chances').notNull(),
    frozenAt: ts('frozen_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('tournaments_type_time_idx').on(t.type, t.endTime),
    // The scheduler may run in several processes: one tournament per template and start.
    uniqueIndex('tournaments_template_start').on(t.templateId, t.startTime),
    check('tournaments_type', sql`${t.type} in ('DAILY', 'MEGA')`),
    check('tournaments_window', sql`${t.endTime} > ${t.startTime}`),
  ],
);

export const tournamentQuestions = pgTable(
  'tournament_questions',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.position] })],
);

/** A player's standing: best attempt, attempts used, and the rank frozen when it ends. */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    bestScore: integer('best_score').notNull().default(0),
    bestFinishedAt: ts('best_finished_at'),
    finalRank: integer('final_rank'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    // Serves "page k" (walk in order) and "my rank" (count the rows ahead) without a table scan.
    // user_id desc breaks exact ties as a Redis sorted set does (reverse order of equal members).
    index('tournament_entries_rank_idx')
      .on(t.tournamentId, t.bestScore.desc(), t.bestFinishedAt.asc(), t.userId.desc())
      .where(sql`${t.bestFinishedAt} is not null`),
    index('tournament_entries_user_idx').on(t.userId),
  ],
);

/**
 * Ranked entrants per (tournament, best score): "my rank" sums the buckets above a score instead of
 * counting a million entries. Kept by a trigger on tournament_entries (migration 0006), so every
 * write, cascade and seed moves the buckets in its own transaction.
 */
export const tournamentScoreCounts = pgTable(
  'tournament_score_counts',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    bestScore: integer('best_score').notNull(),
    players: integer('players').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.bestScore] })],
);

// ---------------------------------------------------------------- games
// `games` and `game_questions` belong to the game engine: server/modules/engine/tables.ts.

/**
 * The key of `games`, for the challenges' foreign keys only: the table itself is the engine's
 * (server/modules/engine/tables.ts), and db/ imports no module. Not exported, so drizzle-kit
 * reads the table from the engine alone.
 */
const gameKey = pgTable('games', { id: integer('id').primaryKey() });

/** A player's best topic game, for the topic ranking (best points, then earlier finish). */
export const topicScores = pgTable(
  'topic_scores',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bestPoints: integer('best_points').notNull().default(0),
    bestFinishedAt: ts('best_finished_at').notNull(),
    gamesPlayed: integer('games_played').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.topicId, t.userId] }),
    index('topic_scores_rank_idx').on(t.topicId, t.bestPoints, t.bestFinishedAt),
    // Ranking entries show each player's high score across topics.
    index('topic_scores_user_idx').on(t.userId),
  ],
);

// ---------------------------------------------------------------- friends and challenges

export const friendships = pgTable(
  'friendships',
  {
    id: id(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: integer('addressee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).$type<'pending' | 'accepted'>().notNull(),
    createdAt: createdAt(),
    respondedAt: ts('responded_at'),
  },
  (t) => [
    // One row per pair whichever side asked first: no duplicate or crossing requests.
    uniqueIndex('friendships_pair').on(
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    index('friendships_addressee_idx').on(t.addresseeId, t.status),
    check('friendships_not_self', sql`${t.requesterId} <> ${t.addresseeId}`),
  ],
);

type ChallengeStatus = 'pending' | 'accepted' | 'rejected' | 'cancelled' | 'completed';

export const challenges = pgTable(
  'challenges',
  {
    id: id(),
    challengerId: integer('challenger_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opponentId: integer('opponent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bet: integer('bet').notNull(),
    questionCount: integer('question_count').notNull(),
    type: varchar('type', { length: 6 }).$type<'single' | 'global'>().notNull(),
    topicId: integer('topic_id').references(() => topics.id),
    status: varchar('status', { length: 10 }).$type<ChallengeStatus>().notNull().default('pending'),
    winnerId: integer('winner_id').references(() => users.id),
    // Each side's score, set when that side's game ends: settlement compares them.
    challengerCorrect: integer('challenger_correct'),
    challengerTimeMs: integer('challenger_time_ms'),
    opponentCorrect: integer('opponent_correct'),
    opponentTimeMs: integer('opponent_time_ms'),
    challengerGameId: integer('challenger_game_id').references(() => gameKey.id),
    opponentGameId: integer('opponent_game_id').references(() => gameKey.id),
    // Pending: when it is cancelled unanswered. Accepted: when unfinished games are ended and it settles.
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
    respondedAt: ts('responded_at'),
    settledAt: ts('settled_at'),
  },
  (t) => [
    index('challenges_challenger_idx').on(t.challengerId, t.status),
    index('challenges_opponent_idx').on(t.opponentId, t.status),
    index('challenges_expiry_idx').on(t.status, t.expiresAt),
    check('challenges_not_self', sql`${t.challengerId} <> ${t.opponentId}`),
    check('challenges_bet_positive', sql`${t.bet} > 0`),
    check('challenges_single_has_topic', sql`${t.type} <> 'single' or ${t.topicId} is not null`),
  ],
);

export const challengeQuestions = pgTable(
  'challenge_questions',
  {
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.position] })],
);

// ---------------------------------------------------------------- packs, subscriptions, payments

type PaymentProvider = 'operator' | 'paysenz' | 'nagorik' | 'ghoori';

export const packs = pgTable('packs', {
  id: id(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  kind: varchar('kind', { length: 6 }).$type<'pack' | 'bundle'>().notNull().default('pack'),
  title: text('title').notNull(),
  caption: text('caption').notNull().default(''),
  titleMm: text('title_mm'),
  captionMm: text('caption_mm'),
  titleBn: text('title_bn'),
  captionBn: text('caption_bn'),
  priceMinor: integer('price_minor').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  validityDays: integer('validity_days').notNull(),
  autoRenew: boolean('auto_renew').notNull().default(false),
  covers: jsonb('covers').$type<TournamentType[]>().notNull().default([]),
  coins: integer('coins').notNull().default(0),
  provider: varchar('provider', { length: 10 }).$type<PaymentProvider>().notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packId: integer('pack_id')
      .notNull()
      .references(() => packs.id),
    status: varchar('status', { length: 10 })
      .$type<'active' | 'lapsed' | 'cancelled'>()
      .notNull()
      .default('active'),
    autoRenew: boolean('auto_renew').notNull(),
    startedAt: ts('started_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    endedAt: ts('ended_at'),
    providerRef: text('provider_ref'),
  },
  (t) => [
    uniqueIndex('subscriptions_one_active')
      .on(t.userId, t.packId)
      .where(sql`${t.status} = 'active'`),
    index('subscriptions_renewal_idx').on(t.status, t.expiresAt),
  ],
);

export const paymentAgreements = pgTable(
  'payment_agreements',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 10 }).$type<PaymentProvider>().notNull(),
    agreementId: text('agreement_id').notNull().unique(),
    payerReference: varchar('payer_reference', { length: 11 }).notNull(),
    status: varchar('status', { length: 10 }).$type<'pending' | 'active' | 'cancelled'>().notNull(),
    createdAt: createdAt(),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [index('payment_agreements_user_idx').on(t.userId, t.status)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packId: integer('pack_id')
      .notNull()
      .references(() => packs.id),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id),
    provider: varchar('provider', { length: 10 }).$type<PaymentProvider>().notNull(),
    purpose: varchar('purpose', { length: 10 }).$type<'purchase' | 'renewal'>().notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 10 })
      .$type<'created' | 'succeeded' | 'failed'>()
      .notNull()
      .default('created'),
    providerTxnId: text('provider_txn_id'),
    createdAt: createdAt(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    // A provider's confirmation is applied once, however often its callback arrives.
    uniqueIndex('payments_provider_txn').on(t.provider, t.providerTxnId),
    index('payments_user_idx').on(t.userId),
  ],
);

export const purchases = pgTable(
  'purchases',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packId: integer('pack_id')
      .notNull()
      .references(() => packs.id),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    title: text('title').notNull(),
    coins: integer('coins').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    purchasedAt: ts('purchased_at').notNull().defaultNow(),
  },
  (t) => [index('purchases_user_idx').on(t.userId, t.purchasedAt)],
);

// ---------------------------------------------------------------- notifications and promotions

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    // Set when created from a broadcast, so a broadcast reaches each player at most once.
    broadcastKey: text('broadcast_key'),
    createdAt: createdAt(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_broadcast_once').on(t.userId, t.broadcastKey),
  ],
);

/**
 * Each broadcast (new tournament, new topic, daily update) once: its key is claimed here before the
 * fan-out into notifications, so a repeated run costs one conflicting insert, not one per player.
 */
export const broadcasts = pgTable('broadcasts', {
  key: text('key').primaryKey(),
  kind: varchar('kind', { length: 40 }).notNull(),
  recipients: integer('recipients').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * The player's avatar as a small WebP, kept in the database so every server process (and a
 * restored backup) serves the same picture; users.image_url names its version.
 */
export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: varchar('version', { length: 16 }).notNull(),
  image: bytea('image').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const promotions = pgTable('promotions', {
  id: id(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  titleMm: text('title_mm'),
  bodyMm: text('body_mm'),
  startsAt: ts('starts_at').notNull().defaultNow(),
  endsAt: ts('ends_at'),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- job queue (server/jobs/queue.ts)

/**
 * Scheduled work, above all work that moves money. A worker claims a due row FOR UPDATE SKIP
 * LOCKED and runs its handler in that same transaction, so the handler's writes and the job's
 * `done` commit together: with any number of processes a job's effects happen once. A handler
 * that calls a payment provider runs after a committed claim instead (run_at moved ahead as a
 * lease) and is idempotent on its own (server/jobs/queue.ts).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 80 }).notNull(),
    // One job per (name, key) ever: enqueueing a twin is a no-op.
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: varchar('status', { length: 10 })
      .$type<'queued' | 'done' | 'failed' | 'cancelled'>()
      .notNull()
      .default('queued'),
    runAt: ts('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_name_key').on(t.name, t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    check('jobs_status', sql`${t.status} in ('queued', 'done', 'failed', 'cancelled')`),
  ],
);

/** One row per attempt: the run history (when, how long, which process, what went wrong). */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    worker: text('worker').notNull(),
    outcome: varchar('outcome', { length: 10 }).$type<'done' | 'failed'>().notNull(),
    error: text('error'),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at').notNull(),
  },
  (t) => [index('job_runs_job_idx').on(t.jobId)],
);
