import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { correctOptionId, lockGamesOnScreen, recordAnswer, serveNextOfGames } from '../engine';
import type { Effects } from './effects';
import { answerPoints, addMs, seconds } from './rules';
import { finishBattle } from './settle';
import { type BattleRow, battles } from './tables';
import { BOT_ID, playersById } from './players';
import { humansOf, questionFor, scoresOf } from './views';

// A battle moves on by its clock alone: `advance` does whatever its deadlines say is due by now,
// under the battle's row lock, in the transaction of whoever got there (the process that ran it,
// a sweep of another one, an answer). Every step writes its next deadline, so a process that
// dies leaves the battle exactly where another one can carry on.

/** The battle locked (its moves queue on it), or null. */
export async function lockBattle(tx: Tx, id: number): Promise<BattleRow | null> {
  const [row] = await tx.select().from(battles).where(eq(battles.id, id)).for('update');
  return row ?? null;
}

const graceMs = (ctx: AppContext) => seconds(ctx.config.rules.answerGraceSeconds);

/** When the bot answers the question on screen; null when it does not (or is not playing). */
function botAnswerAt(b: BattleRow): Date | null {
  const move = b.botPlan?.[b.questionNo - 1];
  if (!move || move.answerId === null || !b.questionEndsAt) return null;
  return addMs(b.questionEndsAt, move.afterMs - seconds(b.questionSeconds));
}

const botPending = (b: BattleRow) => b.playerB === null && b.botAnsweredNo < b.questionNo;

/** The next deadline of an open question: the bot's answer, else its end plus grace. */
function questionDue(ctx: AppContext, b: BattleRow): Date {
  const closes = addMs(b.questionEndsAt ?? new Date(0), graceMs(ctx));
  const bot = botPending(b) ? botAnswerAt(b) : null;
  return bot && bot < closes ? bot : closes;
}

async function update(tx: Tx, b: BattleRow, set: Partial<BattleRow>): Promise<BattleRow> {
  const [row] = await tx.update(battles).set(set).where(eq(battles.id, b.id)).returning();
  if (!row) throw new Error(`battle ${b.id} vanished`);
  return row;
}

/** Each person's game with its question on screen, locked (one statement for both). */
async function gamesOf(tx: Tx, b: BattleRow) {
  const sides: Array<{ userId: number; gameId: number }> = [];
  for (const [userId, gameId] of [
    [b.playerA, b.gameA],
    [b.playerB, b.gameB],
  ] as const) {
    if (userId !== null && gameId !== null) sides.push({ userId, gameId });
  }
  const locked = await lockGamesOnScreen(
    tx,
    sides.map((s) => s.gameId),
  );
  return sides.map(({ userId, gameId }) => {
    const { game, gq } = locked.get(gameId)!;
    return { userId, game, gq };
  });
}

/** Sends each person the question now on screen, in their language and their game's order. */
async function sendQuestion(ctx: AppContext, tx: Tx, fx: Effects, b: BattleRow, now: Date) {
  const people = await playersById(tx, humansOf(b));
  for (const { userId, game, gq } of await gamesOf(tx, b)) {
    fx.send(userId, 'battle:question', {
      battle_id: b.id,
      question_no: b.questionNo,
      question: await questionFor(ctx, tx, game, people.get(userId)?.language ?? 'en', gq),
      ends_at: (b.questionEndsAt ?? now).toISOString(),
      server_time: now.toISOString(),
    });
  }
}

/** The first question, served when the game started (the end of the matched screen). */
async function openFirst(ctx: AppContext, tx: Tx, fx: Effects, b: BattleRow, now: Date) {
  const due = await open(ctx, tx, b, 1, addMs(b.dueAt, seconds(b.questionSeconds)));
  await sendQuestion(ctx, tx, fx, due, now);
  return due;
}

/** The battle on question `questionNo` until `endsAt`, with its next deadline, in one update. */
function open(ctx: AppContext, tx: Tx, b: BattleRow, questionNo: number, endsAt: Date) {
  const opened = { ...b, phase: 'question' as const, questionNo, questionEndsAt: endsAt };
  return update(tx, b, {
    phase: opened.phase,
    questionNo,
    questionEndsAt: endsAt,
    dueAt: questionDue(ctx, opened),
  });
}

/**
 * An open question: the bot answers when its time comes (the player hears that it did), and the
 * question closes once both have answered or its time and grace are over. Unanswered is a
 * timeout, worth nothing; then everyone sees the right option, both picks and the scores.
 */
export async function closeIfDue(
  ctx: AppContext,
  tx: Tx,
  fx: Effects,
  seen: BattleRow,
  now: Date,
): Promise<BattleRow> {
  let b = seen;
  const botAt = botPending(b) ? botAnswerAt(b) : null;
  if (botAt && botAt <= now) {
    b = await update(tx, b, { botAnsweredNo: b.questionNo });
    fx.send(b.playerA, 'battle:opponent', {
      battle_id: b.id,
      question_no: b.questionNo,
      answered: true,
    });
  }
  const sides = await gamesOf(tx, b);
  const botDone = b.playerB !== null || !botPending(b) || botAnswerAt(b) === null;
  const allIn = botDone && sides.every((s) => s.gq.answeredAt !== null);
  const over = now >= addMs(b.questionEndsAt ?? now, graceMs(ctx));
  if (!allIn && !over) return update(tx, b, { dueAt: questionDue(ctx, b) });

  const answers: Record<string, { answer_id: number | null; correct: boolean; points: number }> =
    {};
  const points = new Map<number, number>();
  let correctId = 0;
  for (const side of sides) {
    correctId = await correctOptionId(ctx, side.gq.questionId, tx);
    let game = side.game;
    let gq = side.gq;
    if (!gq.answeredAt) {
      const record = { answerId: null, isCorrect: false, timedOut: true, remaining: 0, points: 0 };
      game = await recordAnswer(tx, game, gq, record, now, { then: 'stay' });
      gq = { ...gq, ...record, answerOptionId: null, answeredAt: now, remainingTime: 0 };
    }
    answers[side.userId] = {
      answer_id: gq.answerOptionId,
      correct: gq.isCorrect === true,
      points: gq.points,
    };
    points.set(side.userId, game.points);
  }
  let scoreB = b.playerB === null ? b.scoreB : (points.get(b.playerB) ?? b.scoreB);
  if (b.playerB === null) {
    const move = b.botPlan?.[b.questionNo - 1];
    const answered = move && move.answerId !== null && b.botAnsweredNo >= b.questionNo;
    const correct = !!answered && move.answerId === correctId;
    const got = answerPoints({
      correct,
      remaining: Math.max(0, Math.floor(b.questionSeconds - (move?.afterMs ?? 0) / 1000)),
      seconds: b.questionSeconds,
      last: b.questionNo === b.questionCount,
    });
    answers[BOT_ID] = { answer_id: answered ? move.answerId : null, correct, points: got };
    scoreB += got;
  }
  const revealed = await update(tx, b, {
    phase: 'reveal',
    dueAt: addMs(now, seconds(b.revealSeconds)),
    scoreA: points.get(b.playerA) ?? b.scoreA,
    scoreB,
  });
  for (const userId of humansOf(revealed)) {
    fx.send(userId, 'battle:reveal', {
      battle_id: revealed.id,
      question_no: revealed.questionNo,
      correct_answer_id: correctId,
      answers,
      scores: scoresOf(revealed),
    });
  }
  return revealed;
}

/** After a reveal: the next question for both at once, or the end of the battle. */
async function nextOrFinish(ctx: AppContext, tx: Tx, fx: Effects, b: BattleRow, now: Date) {
  if (b.questionNo >= b.questionCount) return finishBattle(ctx, tx, fx, b, now);
  const gameIds = [b.gameA, b.gameB].filter((id) => id !== null);
  await serveNextOfGames(tx, gameIds, now);
  const due = await open(ctx, tx, b, b.questionNo + 1, addMs(now, seconds(b.questionSeconds)));
  await sendQuestion(ctx, tx, fx, due, now);
  return due;
}

/**
 * Does whatever the battle's deadlines say is due by `now`, one step at a time (a battle left
 * alone for long closes its question, then waits its reveal from now: nobody misses one).
 * Caller holds the battle's lock.
 */
export async function advance(
  ctx: AppContext,
  tx: Tx,
  fx: Effects,
  seen: BattleRow,
  now: Date,
): Promise<BattleRow> {
  let b = seen;
  for (let steps = 0; b.status === 'running' && b.dueAt <= now && steps < 4; steps++) {
    if (b.phase === 'matched') b = await openFirst(ctx, tx, fx, b, now);
    else if (b.phase === 'question') b = await closeIfDue(ctx, tx, fx, b, now);
    else b = await nextOrFinish(ctx, tx, fx, b, now);
  }
  fx.battles.set(b.id, b.status === 'running' ? b.dueAt : null);
  return b;
}
