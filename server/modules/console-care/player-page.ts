import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CareBattlesPage,
  ChallengesPage,
  EntriesPage,
  GamesPage,
  LedgerPage,
  PlayerPage,
  PlayerProfile,
  PlayerSearchReply,
  ZPageQuery,
} from '@contract/console-care';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toUnicode } from '../../lib/zawgyi';
import { battles } from '../battles/tables';
import { challenges } from '../challenges/tables';
import { games } from '../engine/tables';
import { packs, paymentCallbacks, payments, subscriptions } from '../packs/tables';
import { tournamentEntries, tournaments } from '../tournaments/tables';
import { users } from '../users/tables';
import { walletLedger, wallets } from '../wallet/tables';

/** Reads of a subscriber's page: other modules' tables, read only (each writes its own). */

type Page = z.output<typeof ZPageQuery>;
const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const offsetOf = (p: Page) => (p.page - 1) * p.per_page;
const SEARCH_LIMIT = 50;
const PAYMENTS_SHOWN = 50;

const MYANMAR_DIGITS = /[\u1040-\u1049]/g;
// What people write around a number: +880 17-1234 5678, (0171) 234.5678.
const NUMBER_PUNCTUATION = /[\s\-().]/g;
const PARTIAL_NUMBER_DIGITS = 6;

/**
 * A number as a desk types it, as the MSISDN it stores: Myanmar digits read as digits, spaces and
 * dashes dropped, and the country code (+880, 880) written as the national 0. Null when the text
 * is not a number at all (a name).
 */
export function msisdnQuery(text: string): string | null {
  const digits = text
    .replace(MYANMAR_DIGITS, (d) => String(d.charCodeAt(0) - 0x1040))
    .replace(NUMBER_PUNCTUATION, '');
  const national = digits.replace(/^\+?880(?=\d{10}$)/, '0');
  return /^\d+$/.test(national) ? national : null;
}

export async function searchPlayers(db: DbOrTx, q: string): Promise<PlayerSearchReply> {
  // A name typed in Zawgyi is looked up as the Unicode it was stored as.
  const text = toUnicode(q).text.trim();
  const number = msisdnQuery(text);
  const where =
    number === null
      ? ilike(users.name, `%${escapeLike(text)}%`)
      : number.length === 11
        ? eq(users.msisdn, number)
        : number.length >= PARTIAL_NUMBER_DIGITS
          ? // Any part of at least 6 digits: a desk often has only the last digits a caller reads.
            ilike(users.msisdn, `%${number}%`)
          : or(ilike(users.name, `%${escapeLike(text)}%`), eq(users.msisdn, number));
  const rows = await db
    .select({ id: users.id, msisdn: users.msisdn, name: users.name, blockedAt: users.blockedAt })
    .from(users)
    .where(where)
    .orderBy(users.name, users.id)
    .limit(SEARCH_LIMIT);
  return {
    players: rows.map((r) => ({
      id: r.id,
      msisdn: r.msisdn,
      name: r.name,
      blocked: r.blockedAt !== null,
    })),
  };
}

export async function playerProfile(db: DbOrTx, id: number): Promise<PlayerProfile> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  if (!u) throw notFound('Player');
  return {
    id: u.id,
    msisdn: u.msisdn,
    name: u.name,
    image_url: u.imageUrl,
    language: u.language,
    points: u.points,
    win: u.win,
    draw: u.draw,
    loss: u.loss,
    tournament_win: u.tournamentWin,
    tournament_played: u.tournamentPlayed,
    created_at: iso(u.createdAt),
    blocked_at: isoOrNull(u.blockedAt),
  };
}

export async function ledgerPage(db: DbOrTx, id: number, p: Page): Promise<LedgerPage> {
  await playerProfile(db, id);
  const mine = eq(walletLedger.userId, id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(walletLedger)
      .where(mine)
      .orderBy(desc(walletLedger.id))
      .limit(p.per_page)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(walletLedger).where(mine),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      currency: r.currency,
      delta: r.delta,
      balance_after: r.balanceAfter,
      reason: r.reason,
      reference: r.reference,
      at: iso(r.createdAt),
    })),
    page: p.page,
    per_page: p.per_page,
    total: total?.n ?? 0,
  };
}

export async function gamesPage(db: DbOrTx, id: number, p: Page): Promise<GamesPage> {
  await playerProfile(db, id);
  const mine = eq(games.userId, id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(games)
      .where(mine)
      .orderBy(desc(games.id))
      .limit(p.per_page)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(games).where(mine),
  ]);
  return {
    rows: rows.map((g) => ({
      id: g.id,
      kind: g.kind,
      status: g.status,
      points: g.points,
      correct: g.totalCorrect,
      started_at: iso(g.startedAt),
      finished_at: isoOrNull(g.finishedAt),
    })),
    page: p.page,
    per_page: p.per_page,
    total: total?.n ?? 0,
  };
}

export async function entriesPage(db: DbOrTx, id: number, p: Page): Promise<EntriesPage> {
  await playerProfile(db, id);
  const mine = eq(tournamentEntries.userId, id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ e: tournamentEntries, t: tournaments })
      .from(tournamentEntries)
      .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
      .where(mine)
      .orderBy(desc(tournaments.startTime), desc(tournaments.id))
      .limit(p.per_page)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(tournamentEntries).where(mine),
  ]);
  return {
    rows: rows.map(({ e, t }) => ({
      tournament_id: t.id,
      tournament: t.name,
      type: t.type,
      start_time: iso(t.startTime),
      end_time: iso(t.endTime),
      attempts: e.attempts,
      best_score: e.bestScore,
      final_rank: e.finalRank,
    })),
    page: p.page,
    per_page: p.per_page,
    total: total?.n ?? 0,
  };
}

export async function challengesPage(db: DbOrTx, id: number, p: Page): Promise<ChallengesPage> {
  await playerProfile(db, id);
  const mine = or(eq(challenges.challengerId, id), eq(challenges.opponentId, id));
  const other = sql<string>`(select u.name from users u where u.id = case
    when ${challenges.challengerId} = ${id} then ${challenges.opponentId}
    else ${challenges.challengerId} end)`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ c: challenges, opponent: other })
      .from(challenges)
      .where(mine)
      .orderBy(desc(challenges.id))
      .limit(p.per_page)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(challenges).where(mine),
  ]);
  return {
    rows: rows.map(({ c, opponent }) => ({
      id: c.id,
      sent: c.challengerId === id,
      opponent: opponent ?? '',
      status: c.status,
      bet: c.bet,
      created_at: iso(c.createdAt),
    })),
    page: p.page,
    per_page: p.per_page,
    total: total?.n ?? 0,
  };
}

export async function battlesPage(db: DbOrTx, id: number, p: Page): Promise<CareBattlesPage> {
  await playerProfile(db, id);
  const mine = or(eq(battles.playerA, id), eq(battles.playerB, id));
  const other = sql<string | null>`(select u.name from users u where u.id = case
    when ${battles.playerA} = ${id} then ${battles.playerB} else ${battles.playerA} end)`;
  // The ledger's word, not the result's arithmetic: a running battle shows its escrowed stake,
  // and a settlement that never happened shows as one. The battle's id is spelt whole: drizzle
  // writes a one-table select's columns unqualified, and the ledger has an id too.
  const moved = sql<number>`(select coalesce(sum(l.delta), 0)::int from wallet_ledger l
    where l.user_id = ${id} and l.currency = 'coin'
      and l.reference = 'battle:' || "battles"."id")`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ b: battles, opponent: other, moved })
      .from(battles)
      .where(mine)
      .orderBy(desc(battles.id))
      .limit(p.per_page)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(battles).where(mine),
  ]);
  const flip = { win: 'loss', loss: 'win', draw: 'draw' } as const;
  return {
    rows: rows.map(({ b, opponent, moved: coins }) => {
      const isA = b.playerA === id;
      return {
        id: b.id,
        kind: b.kind,
        opponent: b.playerB === null ? null : (opponent ?? ''),
        is_bot: b.playerB === null,
        stake: b.stake,
        status: b.status,
        result: b.result === null ? null : isA ? b.result : flip[b.result],
        my_score: isA ? b.scoreA : b.scoreB,
        opponent_score: isA ? b.scoreB : b.scoreA,
        coins_moved: Number(coins),
        created_at: iso(b.createdAt),
        finished_at: isoOrNull(b.finishedAt),
      };
    }),
    page: p.page,
    per_page: p.per_page,
    total: total?.n ?? 0,
  };
}

async function subscriptionsOf(db: DbOrTx, id: number, now: Date) {
  const rows = await db
    .select({ s: subscriptions, pack: packs })
    .from(subscriptions)
    .innerJoin(packs, eq(packs.id, subscriptions.packId))
    .where(eq(subscriptions.userId, id))
    .orderBy(desc(subscriptions.startedAt), desc(subscriptions.id));
  const ids = rows.map((r) => r.s.id);
  const renewals = ids.length
    ? await db
        .select()
        .from(payments)
        .where(and(inArray(payments.subscriptionId, ids), eq(payments.purpose, 'renewal')))
        .orderBy(desc(payments.createdAt))
    : [];
  return rows.map(({ s, pack }) => ({
    id: s.id,
    pack: pack.title,
    pack_slug: pack.slug,
    status: s.status,
    auto_renew: s.autoRenew,
    started_at: iso(s.startedAt),
    expires_at: iso(s.expiresAt),
    ended_at: isoOrNull(s.endedAt),
    held: s.status === 'active' && s.expiresAt > now,
    renewals: renewals
      .filter((r) => r.subscriptionId === s.id)
      .map((r) => ({ payment_id: r.id, status: r.status, at: iso(r.settledAt ?? r.createdAt) })),
  }));
}

async function paymentsOf(db: DbOrTx, id: number) {
  const rows = await db
    .select({ p: payments, pack: packs.title })
    .from(payments)
    .innerJoin(packs, eq(packs.id, payments.packId))
    .where(eq(payments.userId, id))
    .orderBy(desc(payments.createdAt))
    .limit(PAYMENTS_SHOWN);
  const ids = rows.map((r) => r.p.id);
  const callbacks = ids.length
    ? await db
        .select()
        .from(paymentCallbacks)
        .where(inArray(paymentCallbacks.paymentId, ids))
        .orderBy(paymentCallbacks.receivedAt, paymentCallbacks.id)
    : [];
  return rows.map(({ p, pack }) => ({
    id: p.id,
    pack,
    provider: p.provider,
    purpose: p.purpose,
    amount_minor: p.amountMinor,
    currency: p.currency,
    status: p.status,
    provider_txn_id: p.providerTxnId,
    created_at: iso(p.createdAt),
    settled_at: isoOrNull(p.settledAt),
    callbacks: callbacks
      .filter((c) => c.paymentId === p.id)
      .map((c) => ({
        provider_txn_id: c.providerTxnId,
        status: c.status,
        amount_minor: c.amountMinor,
        currency: c.currency,
        outcome: c.outcome,
        received_at: iso(c.receivedAt),
      })),
  }));
}

export async function playerPage(db: DbOrTx, id: number): Promise<PlayerPage> {
  const profile = await playerProfile(db, id);
  const [[wallet], ledger, subs, pays] = await Promise.all([
    db
      .select({ coins: wallets.coins, gems: wallets.gems })
      .from(wallets)
      .where(eq(wallets.userId, id)),
    ledgerPage(db, id, { page: 1, per_page: 20 }),
    subscriptionsOf(db, id, new Date()),
    paymentsOf(db, id),
  ]);
  return {
    profile,
    wallet: wallet ?? { coins: 0, gems: 0 },
    ledger: ledger.rows,
    ledger_total: ledger.total,
    subscriptions: subs,
    payments: pays,
  };
}
