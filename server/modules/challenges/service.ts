import { and, desc, eq, or, sql } from 'drizzle-orm';
import type {
  Challenge,
  ChallengeActionReply,
  ChallengeCreateRequest,
  ChallengeListReply,
  ChallengeReply,
} from '@contract/challenges';
import type { AppContext, AuthUser } from '../../context';
import { type DbOrTx, type Tx, queryRows } from '../../db/client';
import {
  challengeQuestions,
  challenges,
  gameQuestions,
  games,
  questions,
  topics,
  users,
} from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { cancelJob, enqueueJob } from '../../jobs/queue';
import { lockFriendship } from '../friends/service';
import { type Notice, notifyPlayer, playerName } from '../notifications/service';
import { getBalance, moveWallet } from '../wallet/service';
import { type ChallengeRow, challengeViews, challengerOutcome, isOverdue } from './view';

/** The queue job that ends a challenge on time: a pending one is cancelled, an accepted one settled. */
export const CHALLENGE_EXPIRE_JOB = 'challenge.expire';
const LIST_LIMIT = 100;

// Ledger idempotency keys: each movement of a challenge's coins can happen once, whichever path
// (reject, cancel, expiry, settlement; a retry or a race) gets there first.
const betKey = (c: { id: number }, userId: number) => `challenge:${c.id}:bet:${userId}`;
const refundKey = (c: { id: number }, userId: number) => `challenge:${c.id}:refund:${userId}`;
const payoutKey = (c: { id: number }) => `challenge:${c.id}:payout`;

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

export async function viewOne(
  db: DbOrTx,
  viewerId: number,
  c: ChallengeRow,
  lang: Language,
): Promise<Challenge> {
  const [view] = await challengeViews(db, viewerId, [c], lang);
  if (!view) throw new Error(`challenge ${c.id} has no view`);
  return view;
}

/** Questions for both players: one topic's, or any topic's for `global`. */
async function pickQuestions(tx: Tx, topicId: number | null, count: number) {
  const rows = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(
      topicId === null
        ? eq(questions.active, true)
        : and(eq(questions.active, true), eq(questions.topicId, topicId)),
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
    const picked = await pickQuestions(tx, topicId, input.number_of_question);
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
    await moveWallet(tx, {
      userId: user.id,
      currency: 'coin',
      delta: -c.bet,
      reason: 'challenge_bet',
      reference: `challenge:${c.id}`,
      idempotencyKey: betKey(c, user.id),
    });
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
  return {
    challenge: await viewOne(ctx.db, user.id, row, lang),
    wallet: await getBalance(ctx.db, user.id),
  };
}

async function lockWallet(tx: Tx, userId: number) {
  await tx.execute(sql`select 1 from wallets where user_id = ${userId} for update`);
}

/** Gives the challenger's escrowed bet back and closes a pending challenge. Caller holds its lock. */
async function closePending(
  tx: Tx,
  c: ChallengeRow,
  status: 'rejected' | 'cancelled',
  answered: boolean,
) {
  await moveWallet(tx, {
    userId: c.challengerId,
    currency: 'coin',
    delta: c.bet,
    reason: 'challenge_refund',
    reference: `challenge:${c.id}`,
    idempotencyKey: refundKey(c, c.challengerId),
  });
  const [closed] = await tx
    .update(challenges)
    .set({ status, respondedAt: answered ? new Date() : null, settledAt: new Date() })
    .where(eq(challenges.id, c.id))
    .returning();
  await cancelJob(tx, CHALLENGE_EXPIRE_JOB, `${c.id}:pending`);
  return closed ?? c;
}

/**
 * Cancels and refunds every pending challenge between two players who stopped being friends
 * (game-rules "Friends"). Each row is locked and read again first, so an accept that got there
 * before keeps its challenge (both bets stay in play) and one that comes after finds it closed;
 * the refund's ledger key makes a second path to the same refund a no-op.
 */
export async function cancelPendingBetween(tx: Tx, a: number, b: number): Promise<void> {
  const open = await tx
    .select()
    .from(challenges)
    .where(
      and(
        eq(challenges.status, 'pending'),
        or(
          and(eq(challenges.challengerId, a), eq(challenges.opponentId, b)),
          and(eq(challenges.challengerId, b), eq(challenges.opponentId, a)),
        ),
      ),
    )
    // Refunds in wallet id order, as every multi-wallet movement.
    .orderBy(challenges.challengerId, challenges.id)
    .for('update');
  const now = new Date();
  for (const seen of open) {
    const c = await applyDeadline(tx, seen, now);
    if (c.status === 'pending') await closePending(tx, c, 'cancelled', true);
  }
}

/**
 * Runs whatever the clock owes a locked challenge: a pending one past its time is cancelled with
 * a refund; an accepted one past its play deadline has its unfinished games ended and is settled.
 * Returns the row after (unchanged when nothing was due).
 */
export async function applyDeadline(tx: Tx, c: ChallengeRow, now: Date): Promise<ChallengeRow> {
  if (!isOverdue(c, now)) return c;
  if (c.status === 'pending') {
    const closed = await closePending(tx, c, 'cancelled', false);
    await notifyPlayer(tx, {
      userId: c.challengerId,
      kind: 'challenge_expired',
      params: { challenge_id: c.id, bet: c.bet },
    });
    return closed;
  }
  let row = c;
  for (const side of ['challenger', 'opponent'] as const) {
    row = await endSideAtDeadline(tx, row, side, now);
  }
  return settleChallenge(tx, row);
}

type Side = 'challenger' | 'opponent';

/** Total time a side is charged for questions never answered: each one's full timer. */
async function unansweredTimeMs(tx: Tx, challengeId: number, gameId: number | null) {
  const [row] = await queryRows<{ ms: number }>(
    tx,
    gameId === null
      ? sql`select coalesce(sum(q.timer), 0)::int * 1000 as ms from challenge_questions cq
            join questions q on q.id = cq.question_id where cq.challenge_id = ${challengeId}`
      : sql`select coalesce(sum(q.timer), 0)::int * 1000 as ms from game_questions gq
            join questions q on q.id = gq.question_id
            where gq.game_id = ${gameId} and gq.answered_at is null`,
  );
  return Number(row?.ms ?? 0);
}

/** Answered time of a game: each question at most its timer (a timeout counts the whole timer). */
export async function answeredTimeMs(tx: DbOrTx, gameId: number): Promise<number> {
  const [row] = await queryRows<{ ms: number }>(
    tx,
    sql`select coalesce(sum(least(extract(epoch from (gq.answered_at - gq.served_at)) * 1000,
                                  q.timer * 1000)), 0)::int as ms
        from game_questions gq join questions q on q.id = gq.question_id
        where gq.game_id = ${gameId} and gq.answered_at is not null`,
  );
  return Number(row?.ms ?? 0);
}

async function endSideAtDeadline(tx: Tx, c: ChallengeRow, side: Side, now: Date) {
  const gameId = side === 'challenger' ? c.challengerGameId : c.opponentGameId;
  const done = side === 'challenger' ? c.challengerCorrect : c.opponentCorrect;
  if (done !== null) return c;
  let correct = 0;
  let timeMs = await unansweredTimeMs(tx, c.id, gameId);
  if (gameId !== null) {
    const [g] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
    correct = g?.totalCorrect ?? 0;
    timeMs += await answeredTimeMs(tx, gameId);
    await tx
      .update(gameQuestions)
      .set({ answeredAt: now, isCorrect: false, timedOut: true, remainingTime: 0 })
      .where(and(eq(gameQuestions.gameId, gameId), sql`${gameQuestions.answeredAt} is null`));
    await tx.update(games).set({ status: 'finished', finishedAt: now }).where(eq(games.id, gameId));
  }
  return recordSide(tx, c, side, correct, timeMs);
}

/** Stores one side's final score on the challenge. */
export async function recordSide(
  tx: Tx,
  c: ChallengeRow,
  side: Side,
  correct: number,
  timeMs: number,
): Promise<ChallengeRow> {
  const [row] = await tx
    .update(challenges)
    .set(
      side === 'challenger'
        ? { challengerCorrect: correct, challengerTimeMs: timeMs }
        : { opponentCorrect: correct, opponentTimeMs: timeMs },
    )
    .where(eq(challenges.id, c.id))
    .returning();
  return row ?? c;
}

/**
 * Settles an accepted challenge once both sides have a score: the winner takes both bets, a draw
 * refunds both; win/draw/loss counters move; both players are told. Caller holds its lock, and
 * the status check plus the ledger keys make a second settlement a no-op.
 */
export async function settleChallenge(tx: Tx, c: ChallengeRow): Promise<ChallengeRow> {
  if (c.status !== 'accepted' || c.challengerCorrect === null || c.opponentCorrect === null) {
    return c;
  }
  const outcome = challengerOutcome(
    { correct: c.challengerCorrect, timeMs: c.challengerTimeMs ?? 0 },
    { correct: c.opponentCorrect, timeMs: c.opponentTimeMs ?? 0 },
  );
  const winnerId = outcome === 'win' ? c.challengerId : outcome === 'loss' ? c.opponentId : null;
  const reference = `challenge:${c.id}`;
  if (winnerId !== null) {
    await moveWallet(tx, {
      userId: winnerId,
      currency: 'coin',
      delta: 2 * c.bet,
      reason: 'challenge_win',
      reference,
      idempotencyKey: payoutKey(c),
    });
  } else {
    // In id order, as every multi-wallet movement.
    for (const userId of [c.challengerId, c.opponentId].sort((a, b) => a - b)) {
      await moveWallet(tx, {
        userId,
        currency: 'coin',
        delta: c.bet,
        reason: 'challenge_refund',
        reference,
        idempotencyKey: refundKey(c, userId),
      });
    }
  }
  // Wallets first, then both players' rows in id order, for every outcome: two settlements that
  // cross (A beats B in one challenge while B beats A in another) then queue instead of each
  // holding one player's row and waiting for the other's (a deadlock).
  for (const userId of [c.challengerId, c.opponentId].sort((a, b) => a - b)) {
    await tx
      .update(users)
      .set(
        winnerId === null
          ? { draw: sql`${users.draw} + 1` }
          : winnerId === userId
            ? { win: sql`${users.win} + 1` }
            : { loss: sql`${users.loss} + 1` },
      )
      .where(eq(users.id, userId));
  }
  const [settled] = await tx
    .update(challenges)
    .set({ status: 'completed', winnerId, settledAt: new Date() })
    .where(eq(challenges.id, c.id))
    .returning();
  await cancelJob(tx, CHALLENGE_EXPIRE_JOB, `${c.id}:play`);
  const names = {
    [c.challengerId]: await playerName(tx, c.challengerId),
    [c.opponentId]: await playerName(tx, c.opponentId),
  };
  await notifyPlayer(
    tx,
    ...[c.challengerId, c.opponentId].map((userId): Notice => ({
      userId,
      kind: 'challenge_settled',
      params: {
        challenge_id: c.id,
        name: names[userId === c.challengerId ? c.opponentId : c.challengerId] ?? '',
        outcome: winnerId === null ? 'draw' : winnerId === userId ? 'win' : 'loss',
        bet: c.bet,
      },
    })),
  );
  return settled ?? c;
}

/** The queue job: applies the challenge's deadline if it is (still) due. */
export async function expireChallengeJob(tx: Tx, challengeId: number, now = new Date()) {
  const [c] = await tx
    .select()
    .from(challenges)
    .where(eq(challenges.id, challengeId))
    .for('update');
  if (c) await applyDeadline(tx, c, now);
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
    await moveWallet(tx, {
      userId: user.id,
      currency: 'coin',
      delta: -c.bet,
      reason: 'challenge_bet',
      reference: `challenge:${c.id}`,
      idempotencyKey: betKey(c, user.id),
    });
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
  return {
    challenge: await viewOne(ctx.db, user.id, row, lang),
    wallet: await getBalance(ctx.db, user.id),
  };
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
  return {
    challenge: await viewOne(ctx.db, user.id, row, lang),
    wallet: await getBalance(ctx.db, user.id),
  };
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
  return {
    challenge: await viewOne(ctx.db, user.id, row, lang),
    wallet: await getBalance(ctx.db, user.id),
  };
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
