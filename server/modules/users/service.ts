import { eq, sql } from 'drizzle-orm';
import type { UpdateProfileRequest, UserReply } from '@contract/users';
import type { Rules } from '../../config';
import type { AppContext, AuthUser } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { paymentAgreements, userSettings, users, wallets } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { moveWallet } from '../wallet/service';
import { levelOf } from './levels';

type UserRow = typeof users.$inferSelect;

/**
 * Finds the player with this number or creates them with the welcome wallet. Safe when two
 * check-tokens for a new number race: the unique msisdn lets one insert win, the other reads it.
 */
export async function createPlayer(
  tx: DbOrTx,
  rules: Rules,
  msisdn: string,
  name: string | undefined,
): Promise<{ user: UserRow; created: boolean }> {
  const [inserted] = await tx
    .insert(users)
    .values({ msisdn, name: name?.trim() || `Player ${msisdn.slice(-4)}` })
    .onConflictDoNothing({ target: users.msisdn })
    .returning();
  if (!inserted) {
    const [existing] = await tx.select().from(users).where(eq(users.msisdn, msisdn));
    if (!existing) throw notFound('User');
    return { user: existing, created: false };
  }
  await tx.insert(wallets).values({ userId: inserted.id });
  await tx.insert(userSettings).values({ userId: inserted.id });
  const welcome = { userId: inserted.id, reason: 'welcome', reference: `user:${inserted.id}` };
  if (rules.welcomeCoins > 0)
    await moveWallet(tx, {
      ...welcome,
      currency: 'coin',
      delta: rules.welcomeCoins,
      idempotencyKey: `welcome:coin:${inserted.id}`,
    });
  if (rules.welcomeGems > 0)
    await moveWallet(tx, {
      ...welcome,
      currency: 'gem',
      delta: rules.welcomeGems,
      idempotencyKey: `welcome:gem:${inserted.id}`,
    });
  return { user: inserted, created: true };
}

/**
 * `GET /user` is the read every screen starts with. One statement reads the player, their wallet
 * and their active agreement, built once per database and sent as a named prepared statement:
 * building drizzle's query per request cost more CPU than PostgreSQL spent answering it.
 */
function prepareUserReply(db: Db) {
  const activeAgreement = sql<string | null>`(select ${paymentAgreements.agreementId}
    from ${paymentAgreements}
    where ${paymentAgreements.userId} = ${users.id} and ${paymentAgreements.status} = 'active'
    limit 1)`;
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      msisdn: users.msisdn,
      imageUrl: users.imageUrl,
      language: users.language,
      points: users.points,
      win: users.win,
      draw: users.draw,
      loss: users.loss,
      coins: wallets.coins,
      gems: wallets.gems,
      agreementId: activeAgreement,
    })
    .from(users)
    .innerJoin(wallets, eq(wallets.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('user_reply');
}

const userReplyQueries = new WeakMap<Db, ReturnType<typeof prepareUserReply>>();

export async function getUserReply(ctx: AppContext, auth: AuthUser): Promise<UserReply> {
  let query = userReplyQueries.get(ctx.db);
  if (!query) {
    query = prepareUserReply(ctx.db);
    userReplyQueries.set(ctx.db, query);
  }
  const [u] = await query.execute({ userId: auth.id });
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

/** Saves the name and email (already checked by the contract); the mobile number stays. */
export async function updateProfile(
  ctx: AppContext,
  auth: AuthUser,
  profile: UpdateProfileRequest,
): Promise<UserReply> {
  await ctx.db
    .update(users)
    .set({ name: profile.name, email: profile.email, updatedAt: new Date() })
    .where(eq(users.id, auth.id));
  return getUserReply(ctx, auth);
}
