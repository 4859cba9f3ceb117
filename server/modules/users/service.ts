import { eq, sql } from 'drizzle-orm';
import type { UpdateProfileRequest, UserReply } from '@contract/users';
import type { AppContext, AuthUser } from '../../context';
import type { DbOrTx } from '../../db/client';
import { statement } from '../../db/statement';
import { userSettings, users } from './tables';
import { notFound } from '../../lib/errors';
import { levelOf } from './levels';
import { defaultName } from './care';
import { toStoredName } from './player-name';

export { toStoredName };

type UserRow = typeof users.$inferSelect;

/**
 * Finds the player with this number or inserts them (wallet.createPlayer opens the welcome wallet
 * in the same transaction). Safe when two check-tokens for a new number race: the unique msisdn
 * lets one insert win, the other reads it.
 */
export async function insertPlayer(
  tx: DbOrTx,
  msisdn: string,
  name: string | undefined,
): Promise<{ user: UserRow; created: boolean }> {
  const [inserted] = await tx
    .insert(users)
    .values({ msisdn, name: name?.trim() || defaultName(msisdn) })
    .onConflictDoNothing({ target: users.msisdn })
    .returning();
  if (!inserted) {
    const [existing] = await tx.select().from(users).where(eq(users.msisdn, msisdn));
    if (!existing) throw notFound('User');
    return { user: existing, created: false };
  }
  await tx.insert(userSettings).values({ userId: inserted.id });
  return { user: inserted, created: true };
}

/** The player, their wallet and their active agreement, as `GET /user` answers them. */
interface UserReplyRow {
  id: number;
  name: string;
  email: string | null;
  msisdn: string;
  imageUrl: string | null;
  language: string;
  points: number;
  win: number;
  draw: number;
  loss: number;
  coins: number;
  gems: number;
  agreementId: string | null;
}

/**
 * `GET /user` is the read every screen starts with: one statement, sent by name, for the player,
 * their wallet and their active agreement (building drizzle's query per request cost more CPU than
 * PostgreSQL spent answering it). bench/user-read.ts sends this same statement.
 */
export const userReply = statement<UserReplyRow>(
  'user_reply',
  `select u.id as "id", u.name as "name", u.email as "email", u.msisdn as "msisdn",
     u.image_url as "imageUrl", u.language as "language", u.points as "points", u.win as "win",
     u.draw as "draw", u.loss as "loss", w.coins as "coins", w.gems as "gems",
     (select a.agreement_id from payment_agreements a
       where a.user_id = u.id and a.status = 'active' limit 1) as "agreementId"
   from users u
   join wallets w on w.user_id = u.id
   where u.id = $1`,
);

export async function getUserReply(ctx: AppContext, auth: AuthUser): Promise<UserReply> {
  const [u] = await ctx.database.run(userReply, [auth.id]);
  if (!u) throw notFound('User');
  return {
    user: {
      id: u.id,
      name: u.name,
      email: u.email,
      phone: u.msisdn,
      image_url: u.imageUrl,
      language: u.language === 'mm' ? 'mm' : 'en',
      level: levelOf(u.points),
      points: u.points,
    },
    wallet: { coins: u.coins, gems: u.gems },
    win: u.win,
    draw: u.draw,
    loss: u.loss,
    active_agreement: u.agreementId ?? null,
  };
}

export async function switchLanguage(
  ctx: AppContext,
  auth: AuthUser,
  language: 'en' | 'mm',
): Promise<void> {
  await ctx.db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, auth.id));
}

/**
 * Counts an ended tournament on its players' profiles: one tournament played for every entrant,
 * one win for whoever holds final rank 1. Call once per tournament, in the transaction that
 * freezes its ranking (so a second run of the end job, which sees it frozen, never counts again).
 */
export async function countTournamentResults(tx: DbOrTx, tournamentId: number): Promise<void> {
  await tx.execute(sql`update users u set
      tournament_played = u.tournament_played + 1,
      tournament_win = u.tournament_win + (case when e.final_rank = 1 then 1 else 0 end)
    from tournament_entries e
    where e.tournament_id = ${tournamentId} and e.user_id = u.id`);
}

/**
 * Moves a frozen tournament's win when its first place changes (a disqualification after the
 * freeze): the old winner loses the win countTournamentResults gave, the new one gains it.
 */
export async function moveTournamentWin(
  tx: DbOrTx,
  from: number | null,
  to: number | null,
): Promise<void> {
  if (from === to) return;
  if (from !== null)
    await tx
      .update(users)
      .set({ tournamentWin: sql`greatest(0, ${users.tournamentWin} - 1)` })
      .where(eq(users.id, from));
  if (to !== null)
    await tx
      .update(users)
      .set({ tournamentWin: sql`${users.tournamentWin} + 1` })
      .where(eq(users.id, to));
}

/** Adds a game's points to the player's total (the level comes from it). */
/**
 * Adds lifetime points; `reached` is the level they lifted the player to (null when none), read
 * from the same statement so the answer path gains no round trip.
 */
export async function addPoints(
  tx: DbOrTx,
  userId: number,
  points: number,
): Promise<{ reached: number | null }> {
  if (points <= 0) return { reached: null };
  const [row] = await tx
    .update(users)
    .set({ points: sql`${users.points} + ${points}` })
    .where(eq(users.id, userId))
    .returning({ points: users.points });
  if (!row) return { reached: null };
  const after = levelOf(row.points);
  return { reached: after > levelOf(row.points - points) ? after : null };
}

export type Outcome = 'win' | 'draw' | 'loss';

const counterOf = (outcome: Outcome) =>
  outcome === 'win'
    ? { win: sql`${users.win} + 1` }
    : outcome === 'draw'
      ? { draw: sql`${users.draw} + 1` }
      : { loss: sql`${users.loss} + 1` };

/**
 * Counts a settled challenge on the player's profile. Takes the player's row lock: a caller
 * counting two players does so in id order, so that crossing settlements queue, not deadlock.
 */
export async function recordOutcome(tx: DbOrTx, userId: number, outcome: Outcome): Promise<void> {
  await tx.update(users).set(counterOf(outcome)).where(eq(users.id, userId));
}

/** Saves the name (under the name rule) and email (checked by the contract); the mobile number stays. */
export async function updateProfile(
  ctx: AppContext,
  auth: AuthUser,
  profile: UpdateProfileRequest,
): Promise<UserReply> {
  const name = toStoredName(profile.name, 'name');
  await ctx.db
    .update(users)
    .set({ name, email: profile.email, updatedAt: new Date() })
    .where(eq(users.id, auth.id));
  return getUserReply(ctx, auth);
}
