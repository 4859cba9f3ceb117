import { and, desc, eq, or, sql } from 'drizzle-orm';
import type {
  ChallengeActionReply,
  ChallengeCreateRequest,
  ChallengeListReply,
  ChallengeReply,
} from '@contract/challenges';
import type { AppContext, AuthUser } from '../../context';
import type { Tx } from '../../db/client';
import { challengeQuestions, challenges } from './tables';
import { questions, topics } from '../topics/tables';
import { users } from '../users/tables';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { cancelJob, enqueueJob } from '../../jobs/queue';
import { lockFriendship } from '../friends';
import { notifyPlayer, playerName } from '../notifications';
import { getBalance, lockWallet } from '../wallet';
import { CHALLENGE_EXPIRE_JOB, applyDeadline, closePending, escrowBet } from './settlement';
import { type ChallengeRow, challengeViews, viewOne } from './view';
import { servableQuestion } from '../topics';

// Creating, answering and reading challenges; how they end is in settlement.ts. Other modules
// import only this file, so what they need of the ending is passed on here.
export { CHALLENGE_EXPIRE_JOB, cancelPendingBetween, expireChallengeJob } from './settlement';

const LIST_LIMIT = 100;

const hours = (n: number) => n * 3_600_000;

async function lockChallenge(tx: Tx, id: number, userId: number): Promise<ChallengeRow> {
  const [c] = await tx
    .select()
    .from(challenges)
    .where(
      and(
        eq(challenges.id, id),
        or(eq(challenges.challengerId, userId), eq(challenges.opponentId, userId)),
      ),
    )
    .for('update');
  if (!c) throw notFound('Challenge');
  return c;
}

/** What every action on a challenge answers: the challenge as the player sees it, and their wallet. */
async function actionReply(
  ctx: AppContext,
  user: AuthUser,
  row: ChallengeRow,
  lang: Language,
): Promise<ChallengeActionReply> {
  return {
    challenge: await viewOne(ctx.db, user.id, row, lang),
    wallet: await getBalance(ctx.db, user.id),
  };
}

/** Questions for both players: one topic's, or any topic's for `global`. */
async function pickQuestions(tx: Tx, topicId: number | null, count: number, holdAt: number) {
  const rows = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(
      topicId === null
        ? servableQuestion(holdAt)
        : and(servableQuestion(holdAt), eq(questions.topicId, topicId)),
    )
    .orderBy(sql`random()`)
    .limit(count);
  return rows.map((r) => r.id);
}

/**
 * Challenges a friend: escrows the bet (the ledger's "challenge_bet"), picks the questions both
 * will play, queues the expiry and tells the friend. Out of Coin changes nothing. A topic (or, for
 * `global`, the whole bank) with fewer questions than asked is refused, also changing nothing: the
 * bet was placed on that many questions, so playing fewer would change the deal behind its back.
 */
export async function createChallenge(
  ctx: AppContext,
  user: AuthUser,
  input: ChallengeCreateRequest,
  lang: Language,
): Promise<ChallengeActionReply> {
  const rules = ctx.config.rules;
  if (!rules.challengeBets.includes(input.bet)) {
    throw fieldError('bet', `must be one of ${rules.challengeBets.join(', ')}`);
  }
  if (input.friend_user_id === user.id) {
    throw fieldError('friend_user_id', 'cannot be yourself');
  }
  const topicId = input.type === 'single' ? (input.topic_id ?? null) : null;
  const row = await ctx.db.transaction(async (tx) => {
    const [friend] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, input.friend_user_id));
    if (!friend) throw notFound('Player');
    if (!(await lockFriendship(tx, user.id, friend.id))) {
      throw new AppError('not_friends', 'You can only challenge your friends');
    }
    if (topicId !== null) {
      const [topic] = await tx.select({ id: topics.id }).from(topics).where(eq(topics.id, topicId));
      if (!topic) throw notFound('Topic');
    }
    // The challenger's wallet row is the lock that queues their concurrent requests, so the
    // "one pending challenge per friend" check below is decided once.
    await lockWallet(tx, user.id);
    const [open] = await tx
      .select({ id: challenges.id })
      .from(challenges)
      .where(
        and(
          eq(challenges.challengerId, user.id),
          eq(challenges.opponentId, friend.id),
          eq(challenges.status, 'pending'),
          sql`${challenges.expiresAt} > now()`,
        ),
      )
      .limit(1);
    if (open) {
      throw new AppError(
        'challenge_exists',
        'You already challenged this friend; wait for their answer',
      );
    }
    const picked = await pickQuestions(
      tx,
      topicId,
      input.number_of_question,
      ctx.config.rules.reportsHoldQuestion,
    );
    if (picked.length === 0) throw new AppError('no_question_found', 'No Question Found.');
    if (picked.length < input.number_of_question) {
      throw new AppError(
        'not_enough_questions',
        `${topicId === null ? 'All topics together have' : 'This topic has'} only ${picked.length} questions, fewer than the ${input.number_of_question} asked`,
      );
    }
    const now = new Date();
    const [c] = await tx
      .insert(challenges)
      .values({
        challengerId: user.id,
        opponentId: friend.id,
        bet: input.bet,
        questionCount: picked.length,
        type: input.type,
        topicId,
        expiresAt: new Date(now.getTime() + hours(rules.challengeExpiryHours)),
        createdAt: now,
      })
      .returning();
    if (!c) throw new Error('challenge not created');
    await tx
      .insert(challengeQuestions)
      .values(picked.map((questionId, position) => ({ challengeId: c.id, position, questionId })));
    await escrowBet(tx, c, user.id);
    await enqueueJob(
      tx,
      CHALLENGE_EXPIRE_JOB,
      { challenge_id: c.id },
      { key: `${c.id}:pending`, runAt: c.expiresAt },
    );
    await notifyPlayer(tx, {
      userId: friend.id,
      kind: 'challenge_received',
      params: {
        challenge_id: c.id,
        name: await playerName(tx, user.id),
        bet: c.bet,
        questions: c.questionCount,
        hours: rules.challengeExpiryHours,
      },
    });
    return c;
  });
  return actionReply(ctx, user, row, lang);
}

/**
 * Runs a locked action on a challenge after applying its deadline. When the deadline closed it,
 * that change commits and `closedMessage` is the refusal.
 */
async function act<T>(
  ctx: AppContext,
  user: AuthUser,
  challengeId: number,
  action: (tx: Tx, c: ChallengeRow) => Promise<T>,
): Promise<T> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const seen = await lockChallenge(tx, challengeId, user.id);
    const c = await applyDeadline(tx, seen, new Date());
    if (c !== seen) return { expired: true as const };
    return { expired: false as const, value: await action(tx, c) };
  });
  if (outcome.expired) throw new AppError('challenge_closed', 'This challenge has expired');
  return outcome.value;
}

const notPending = (c: ChallengeRow) =>
  new AppError(
    'challenge_closed',
    c.status === 'accepted'
      ? 'This challenge was already accepted'
      : c.status === 'completed'
        ? 'This challenge is over'
        : `This challenge was ${c.status}`,
  );

/** The challenged friend accepts: their bet is escrowed too, and the play deadline starts. */
export async function acceptChallenge(
  ctx: AppContext,
  user: AuthUser,
  challengeId: number,
  lang: Language,
): Promise<ChallengeActionReply> {
  const rules = ctx.config.rules;
  const row = await act(ctx, user, challengeId, async (tx, c) => {
    if (c.opponentId !== user.id) throw notFound('Challenge');
    if (c.status !== 'pending') throw notPending(c);
    await escrowBet(tx, c, user.id);
    const now = new Date();
    const [accepted] = await tx
      .update(challenges)
      .set({
        status: 'accepted',
        respondedAt: now,
        expiresAt: new Date(now.getTime() + hours(rules.challengeExpiryHours)),
      })
      .where(eq(challenges.id, c.id))
      .returning();
    if (!accepted) throw new Error('challenge not accepted');
    await cancelJob(tx, CHALLENGE_EXPIRE_JOB, `${c.id}:pending`);
    await enqueueJob(
      tx,
      CHALLENGE_EXPIRE_JOB,
      { challenge_id: c.id },
      { key: `${c.id}:play`, runAt: accepted.expiresAt },
    );
    await notifyPlayer(tx, {
      userId: c.challengerId,
      kind: 'challenge_accepted',
      params: {
        challenge_id: c.id,
        name: await playerName(tx, user.id),
        questions: c.questionCount,
        hours: rules.challengeExpiryHours,
      },
    });
    return accepted;
  });
  return actionReply(ctx, user, row, lang);
}

/** The challenged friend declines: the challenger's bet goes back. */
export async function rejectChallenge(
  ctx: AppContext,
  user: AuthUser,
  challengeId: number,
  lang: Language,
): Promise<ChallengeActionReply> {
  const row = await act(ctx, user, challengeId, async (tx, c) => {
    if (c.opponentId !== user.id) throw notFound('Challenge');
    if (c.status !== 'pending') throw notPending(c);
    const closed = await closePending(tx, c, 'rejected', true);
    await notifyPlayer(tx, {
      userId: c.challengerId,
      kind: 'challenge_rejected',
      params: { challenge_id: c.id, name: await playerName(tx, user.id), bet: c.bet },
    });
    return closed;
  });
  return actionReply(ctx, user, row, lang);
}

/** The challenger withdraws a challenge nobody answered: the bet goes back. */
export async function cancelChallenge(
  ctx: AppContext,
  user: AuthUser,
  challengeId: number,
  lang: Language,
): Promise<ChallengeActionReply> {
  const row = await act(ctx, user, challengeId, async (tx, c) => {
    if (c.challengerId !== user.id) throw notFound('Challenge');
    if (c.status !== 'pending') throw notPending(c);
    return closePending(tx, c, 'cancelled', true);
  });
  return actionReply(ctx, user, row, lang);
}

/** Sent and received challenges, newest first. */
export async function listChallenges(
  ctx: AppContext,
  user: AuthUser,
  lang: Language,
): Promise<ChallengeListReply> {
  const rows = await ctx.db
    .select()
    .from(challenges)
    .where(or(eq(challenges.challengerId, user.id), eq(challenges.opponentId, user.id)))
    .orderBy(desc(challenges.createdAt), desc(challenges.id))
    .limit(LIST_LIMIT);
  return { challenges: await challengeViews(ctx.db, user.id, rows, lang) };
}

/** One challenge with its result once completed (applying its deadline first). */
export async function challengeResult(
  ctx: AppContext,
  user: AuthUser,
  challengeId: number,
  lang: Language,
): Promise<ChallengeReply> {
  const row = await ctx.db.transaction(async (tx) => {
    const c = await lockChallenge(tx, challengeId, user.id);
    return applyDeadline(tx, c, new Date());
  });
  return { challenge: await viewOne(ctx.db, user.id, row, lang) };
}
