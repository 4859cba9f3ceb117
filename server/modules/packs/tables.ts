/**
 * Packs, subscriptions and what was paid for them. Only the packs module writes them; the payments
 * module talks to the providers.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from '../../db/columns';
import type { TournamentType } from '@contract/tournaments';
import { users } from '../users/tables';

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
  // The price is before the operator's taxes, which the charge adds: every screen and the
  // checkout say "+ taxes" after it (game-rules, "What a player reads").
  taxesAdded: boolean('taxes_added').notNull().default(false),
  validityDays: integer('validity_days').notNull(),
  autoRenew: boolean('auto_renew').notNull().default(false),
  covers: jsonb('covers').$type<TournamentType[]>().notNull().default([]),
  coins: integer('coins').notNull().default(0),
  gems: integer('gems').notNull().default(0),
  provider: varchar('provider', { length: 10 }).$type<PaymentProvider>().notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  // A price change waits for its date: subscribers are told first, and each is charged the new
  // price from the first renewal of a period starting on or after it (effectivePrice).
  nextPriceMinor: integer('next_price_minor'),
  nextCurrency: varchar('next_currency', { length: 3 }),
  nextPriceFrom: ts('next_price_from'),
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
    // When the player last stopped the renewal (analytics counts unsubscriptions by it); cleared
    // when subscribing again turns the renewal back on.
    unsubscribedAt: ts('unsubscribed_at'),
    providerRef: text('provider_ref'),
  },
  (t) => [
    uniqueIndex('subscriptions_one_active')
      .on(t.userId, t.packId)
      .where(sql`${t.status} = 'active'`),
    index('subscriptions_renewal_idx').on(t.status, t.expiresAt),
  ],
);

/**
 * Where a player stands with subscriptions at `now`: `subscriber` while one runs, `lapsed` when
 * every one they had has ended (lapsed, cancelled or expired), `none` when they never had one.
 * Kept beside the table rather than in the service because notifications (promotion audiences)
 * reads it, and packs already depends on notifications: importing the service would close a cycle.
 */
export function subscriptionStanding(
  userId: SQL | AnyPgColumn,
  now: Date,
): SQL<SubscriptionStanding> {
  const running = sql`exists (select 1 from subscriptions s where s.user_id = ${userId}
    and s.status = 'active' and s.expires_at > ${now.toISOString()}::timestamptz)`;
  const ever = sql`exists (select 1 from subscriptions s where s.user_id = ${userId})`;
  return sql<SubscriptionStanding>`case when ${running} then 'subscriber'
    when ${ever} then 'lapsed' else 'none' end`;
}
export type SubscriptionStanding = 'subscriber' | 'lapsed' | 'none';

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
    gems: integer('gems').notNull().default(0),
    priceMinor: integer('price_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    purchasedAt: ts('purchased_at').notNull().defaultNow(),
  },
  (t) => [index('purchases_user_idx').on(t.userId, t.purchasedAt)],
);

/**
 * Every verified provider callback as it arrived, with what it did: customer care reads a
 * payment's history from it (a replay or a refused mismatch leaves no other trace).
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: id(),
    // No foreign key: a signed callback naming a payment we do not know is kept too.
    paymentId: uuid('payment_id').notNull(),
    providerTxnId: text('provider_txn_id').notNull(),
    status: varchar('status', { length: 10 }).$type<'succeeded' | 'failed'>().notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    outcome: varchar('outcome', { length: 10 }).$type<'applied' | 'replay' | 'refused'>().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [index('payment_callbacks_payment_idx').on(t.paymentId, t.receivedAt)],
);
