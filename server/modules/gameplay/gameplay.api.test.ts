import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GameState, SubmitAnswerReply } from '@contract/gameplay';
import { questionOptions, questions, topicScores, wallets } from '../../tables';
import { games, gameQuestions } from '../engine/tables';
import { type Player, signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { createCategory, createTopic } from '../../../tests/helpers/factories';
import { ledgerTotals } from '../../../tests/helpers/ledger';
import {
  bcsHistory,
  game as gameRoute,
  nextQuestion,
  startGame,
  submitAnswer,
  tryAgain,
} from '@contract/routes/gameplay';
import { topicDetails, topicRanking } from '@contract/routes/topics';
import { currentUser } from '@contract/routes/users';
import { refusalOf } from '../../../tests/helpers/call';

const { app, ctx, config } = await useTestApp();

const correctOf = async (questionId: number) => {
  const [o] = await ctx.db
    .select({ id: questionOptions.id })
    .from(questionOptions)
    .where(and(eq(questionOptions.questionId, questionId), eq(questionOptions.isCorrect, true)));
  return o!.id;
};
const wrongOf = async (state: GameState) => {
  const right = await correctOf(state.question.question_id);
  return state.question.options.find((o) => o.id !== right)!.id;
};
/** A wrong option other than the one the first answer tried (a retry refuses that one). */
const anotherWrongOf = async (state: GameState) => {
  const right = await correctOf(state.question.question_id);
  const tried = await wrongOf(state);
  return state.question.options.find((o) => o.id !== right && o.id !== tried)!.id;
};
const start = async (p: Player, topicId: number) => {
  const res = await p.call(startGame, { body: { topic_id: topicId } });
  expect(res.status).toBe(200);
  return res.body.data;
};
const submit = (p: Player, state: GameState, answerId: number | null, remaining?: number) =>
  p.call(submitAnswer, {
    body: {
      game_id: state.game_id,
      question_id: state.question.question_id,
      answer_id: answerId,
      remaining_time: remaining,
    },
  });
const next = async (p: Player, state: GameState) =>
  (await p.call(nextQuestion, { body: { game_id: state.game_id } })).body.data;
const backdate = (state: GameState, seconds: number) =>
  ctx.db
    .update(gameQuestions)
    .set({ servedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(
      and(
        eq(gameQuestions.gameId, state.game_id),
        eq(gameQuestions.questionId, state.question.question_id),
      ),
    );
/**
 * Plays a whole game, `answer` choosing each reply (an option or null, and the remaining time the
 * client claims). Returns the questions in the order served, every submit reply and the game id.
 */
const playGame = async (
  p: Player,
  topicId: number,
  answer: (
    state: GameState,
    index: number,
  ) => Promise<{ answerId: number | null; remaining?: number }>,
) => {
  let state = await start(p, topicId);
  const served: number[] = [];
  const replies: SubmitAnswerReply[] = [];
  for (;;) {
    served.push(state.question.question_id);
    const { answerId, remaining } = await answer(state, served.length - 1);
    const res = await submit(p, state, answerId, remaining);
    expect(res.status).toBe(200);
    replies.push(res.body.data);
    const gameId = state.game_id;
    if (res.body.data.question_finished) return { gameId, served, replies, result: res.body.data };
    state = await next(p, state);
    // A wrong last answer leaves the game open for a paid retry: Next finishes it.
    if (state.status === 'finished') return { gameId, served, replies, result: state.result! };
  }
};
/** Answers right, claiming `remaining` seconds left (less than the server saw fixes the points). */
const rightWith =
  (remaining: number) =>
  async (state: GameState): Promise<{ answerId: number; remaining: number }> => ({
    answerId: await correctOf(state.question.question_id),
    remaining,
  });
const coins = async (p: Player) => (await p.call(currentUser)).body.data.wallet.coins;

describe('topic play', () => {
  it('starts a 10-question game whose first question hides the answer', async () => {
    const topic = await createTopic(ctx, { questionCount: 12 });
    const p = await signIn(app, config);
    const state = await start(p, topic.id);
    expect(state).toMatchObject({
      status: 'playing',
      total_quiz: 10,
      total_correct: 0,
      answer: null,
      question_finished: false,
    });
    expect(state.question).toMatchObject({
      question_no: 1,
      questions_left: 9,
      timer: 20,
      type: 'text',
    });
    expect(state.question.remaining_time).toBeGreaterThanOrEqual(19);
    expect(state.question.options).toHaveLength(4);
    expect(JSON.stringify(state)).not.toMatch(/is_correct|isCorrect|correct_answer/);
  });

  it('shuffles options per game', async () => {
    const topic = await createTopic(ctx, { questionCount: 1 });
    const p = await signIn(app, config);
    const orders = new Set<string>();
    for (let i = 0; i < 12; i++)
      orders.add((await start(p, topic.id)).question.options.map((o) => o.id).join());
    expect(orders.size).toBeGreaterThan(1);
  });

  it('scores a correct answer by the server clock and pays coins for the first correct answer only', async () => {
    const topic = await createTopic(ctx, { questionCount: 1 });
    const p = await signIn(app, config);
    const before = await coins(p);
    const game = await start(p, topic.id);
    await backdate(game, 15);
    // The client claims 20 s left; the server saw 5 s: 10 + ceil(10 × 5 / 20) = 13.
    const res = await submit(p, game, await correctOf(game.question.question_id), 20);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      is_correct: true,
      timed_out: false,
      coins_earned: 5,
      total_correct: 1,
      question_finished: true,
    });
    expect(res.body.data.points).toBeGreaterThanOrEqual(12);
    expect(res.body.data.points).toBeLessThanOrEqual(13);
    expect(await coins(p)).toBe(before + 5);

    const again = await start(p, topic.id);
    const second = await submit(p, again, await correctOf(again.question.question_id));
    expect(second.body.data).toMatchObject({ is_correct: true, coins_earned: 0 });
    expect(second.body.data.points).toBe(20);
    expect(await coins(p)).toBe(before + 5);
  });

  it('counts no answer (the countdown ran out) as a timeout', async () => {
    const topic = await createTopic(ctx, { questionCount: 1 });
    const p = await signIn(app, config);
    const game = await start(p, topic.id);
    const res = await submit(p, game, null, 0);
    expect(res.body.data).toMatchObject({ is_correct: false, timed_out: true, points: 0 });
  });

  it('counts an answer after timer + 2 s grace as a timeout', async () => {
    const topic = await createTopic(ctx, { questionCount: 2 });
    const p = await signIn(app, config);
    const game = await start(p, topic.id);
    await backdate(game, 23);
    const res = await submit(p, game, await correctOf(game.question.question_id), 10);
    expect(res.body.data).toMatchObject({
      is_correct: false,
      timed_out: true,
      points: 0,
      coins_earned: 0,
    });
  });

  it('refuses a second submit for the same question with 409 and changes nothing', async () => {
    const topic = await createTopic(ctx, { questionCount: 2 });
    const p = await signIn(app, config);
    const game = await start(p, topic.id);
    const wrong = await wrongOf(game);
    const first = await submit(p, game, wrong);
    expect(first.status).toBe(200);
    const wallet = await coins(p);
    const second = await submit(p, game, await correctOf(game.question.question_id));
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      success: false,
      message: 'You have already answered this question',
      data: { code: 'already_answered' },
    });
    const state = (await p.call(gameRoute, { params: { game_id: game.game_id } })).body.data;
    expect(state.total_correct).toBe(0);
    expect(state.answer).toMatchObject({ answer_id: wrong, is_correct: false });
    expect(await coins(p)).toBe(wallet);
  });

  it('accepts exactly one of 10 concurrent submits', async () => {
    const topic = await createTopic(ctx, { questionCount: 1 });
    const p = await signIn(app, config);
    const before = await coins(p);
    const game = await start(p, topic.id);
    const right = await correctOf(game.question.question_id);
    const replies = await Promise.all(Array.from({ length: 10 }, () => submit(p, game, right)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = replies.filter((r) => r.status === 409);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(r.body.data).toEqual({ code: 'already_answered' });
    expect(await coins(p)).toBe(before + 5);
  });

  it('resumes after a reload at the same question with the server remaining time', async () => {
    const topic = await createTopic(ctx, { questionCount: 3 });
    const p = await signIn(app, config);
    const game = await start(p, topic.id);
    await backdate(game, 8);
    const resumed = (await p.call(gameRoute, { params: { game_id: game.game_id } })).body.data;
    expect(resumed.question.question_id).toBe(game.question.question_id);
    expect(resumed.question.options).toEqual(game.question.options);
    expect(resumed.question.remaining_time).toBeGreaterThanOrEqual(11);
    expect(resumed.question.remaining_time).toBeLessThanOrEqual(12);

    // Next before answering changes nothing; after answering it serves question 2.
    expect((await next(p, game)).question.question_id).toBe(game.question.question_id);
    await submit(p, game, await correctOf(game.question.question_id));
    const afterAnswer = (await p.call(gameRoute, { params: { game_id: game.game_id } })).body.data;
    expect(afterAnswer.answer).toMatchObject({ is_correct: true });
    const second = await next(p, game);
    expect(second.question.question_no).toBe(2);
    expect(second.answer).toBeNull();
    expect((await next(p, game)).question.question_no).toBe(2);
  });

  it("does not show one player another player's game", async () => {
    const topic = await createTopic(ctx, { questionCount: 1 });
    const owner = await signIn(app, config);
    const other = await signIn(app, config);
    const game = await start(owner, topic.id);
    const read = await other.call(gameRoute, { params: { game_id: game.game_id } });
    expect(read.status).toBe(404);
    expect(read.body.data).toEqual({ code: 'not_found' });
    expect((await submit(other, game, game.question.options[0]!.id)).status).toBe(404);
  });

  it('plays a whole game to the result with progress, level and the next topic', async () => {
    const first = await createTopic(ctx, { questionCount: 10, name: 'Alpha' });
    const second = await createTopic(ctx, {
      categoryId: first.categoryId,
      questionCount: 3,
      name: 'Beta',
    });
    const p = await signIn(app, config);
    let state = await start(p, first.id);
    let last: SubmitAnswerReply | undefined;
    for (let i = 0; i < 10; i++) {
      const answer = i < 7 ? await correctOf(state.question.question_id) : await wrongOf(state);
      last = (await submit(p, state, answer)).body.data;
      if (i < 9) {
        expect(last.question_finished).toBe(false);
        state = await next(p, state);
      }
    }
    // The last answer was wrong: a paid retry stays open until Next takes the result.
    expect(last).toMatchObject({ question_finished: false, can_try_again: true });
    const done = await next(p, state);
    expect(done).toMatchObject({ status: 'finished', question_finished: true });
    expect(done.result).toMatchObject({
      total_correct: 7,
      total_quiz: 10,
      next_topic_id: second.id,
      next_topic_title: 'Beta',
    });
    expect(done.result!.progress_topic).toBeCloseTo(0.7);
    expect(done.result!.level).toBe(2); // 7 answers × 20 points = 140 ≥ 100
    const topic = await p.call(topicDetails, { body: { topic_id: first.id } });
    expect(topic.body.data.all_played).toBe(true);
    expect(topic.body.data.ranking[0]).toMatchObject({
      user_id: p.userId,
      points: 140,
      position: 1,
    });
  });

  it('serves questions not yet answered correctly before the others', async () => {
    const topic = await createTopic(ctx, { questionCount: 12 });
    const p = await signIn(app, config);
    let state = await start(p, topic.id);
    const seen = new Set<number>();
    for (let i = 0; i < 10; i++) {
      seen.add(state.question.question_id);
      await submit(p, state, await correctOf(state.question.question_id));
      if (i < 9) state = await next(p, state);
    }
    const fresh = await start(p, topic.id);
    expect(seen.has(fresh.question.question_id)).toBe(false);
    await submit(p, fresh, await correctOf(fresh.question.question_id));
    const second = await next(p, fresh);
    expect(seen.has(second.question.question_id)).toBe(false);
    await submit(p, second, null);
    const third = await next(p, second);
    expect(seen.has(third.question.question_id)).toBe(true);
  });

  it('levels the player by lifetime points: the sum of every game, not the last one', async () => {
    const first = await createTopic(ctx, { questionCount: 10 });
    const second = await createTopic(ctx, { questionCount: 10 });
    const p = await signIn(app, config);
    // 10 answers of 10 + ceil(10 × 10 / 20) = 15 points: 150, level 2 (from 100), 150 to level 3.
    const one = await playGame(p, first.id, rightWith(10));
    expect(one.replies.map((r) => r.points)).toEqual(Array(10).fill(15));
    expect(one.replies.at(-1)).toMatchObject({ total_correct: 10, level: 2, next_level: 150 });
    // 10 answers of 10 + ceil(10 × 12 / 20) = 16 points: 160 alone would be level 2, 140 to go;
    // the lifetime 310 is level 3 (from 300), 600 − 310 = 290 to level 4. (Claiming 12 s or less
    // leaves a slow machine 8 s to answer before the server's clock would lower the points.)
    const two = await playGame(p, second.id, rightWith(12));
    expect(two.replies.map((r) => r.points)).toEqual(Array(10).fill(16));
    expect(two.replies.at(-1)).toMatchObject({ level: 3, next_level: 290 });
    const details = await p.call(topicDetails, {
      body: {
        topic_id: second.id,
      },
    });
    expect(details.body.data).toMatchObject({ level: 3, next_level: 290 });
    const me = await p.call(currentUser);
    expect(me.body.data.user).toMatchObject({ level: 3, points: 310 });
  });

  it("ranks the topic by each player's best game, keeping that game's finish time", async () => {
    const topic = await createTopic(ctx, { questionCount: 2 });
    const p = await signIn(app, config);
    const rival = await signIn(app, config);
    // 2 × (10 + ceil(10 × 10 / 20)) = 30 points.
    const best = await playGame(p, topic.id, rightWith(10));
    // The rival ties at 30 after p's best game: p stays ahead only on that game's earlier finish.
    await playGame(rival, topic.id, rightWith(10));
    // A worse, later game: 10 + ceil(0) = 10 points, then a wrong answer.
    const worse = await playGame(p, topic.id, async (state, i) =>
      i === 0 ? rightWith(0)(state) : { answerId: await wrongOf(state) },
    );
    expect(worse.replies.map((r) => r.points)).toEqual([10, 0]);

    const ranking = await p.call(topicRanking, {
      body: { topic_id: topic.id, page: 1, per_page: 20 },
    });
    expect(ranking.body.data.ranking.map((r) => [r.user_id, r.points])).toEqual([
      [p.userId, 30],
      [rival.userId, 30],
    ]);
    const [bestGame] = await ctx.db.select().from(games).where(eq(games.id, best.gameId));
    const [score] = await ctx.db
      .select()
      .from(topicScores)
      .where(and(eq(topicScores.topicId, topic.id), eq(topicScores.userId, p.userId)));
    expect(score).toMatchObject({
      bestPoints: 30,
      bestFinishedAt: bestGame!.finishedAt,
      gamesPlayed: 2,
    });
  });

  it('serves the unseen and the wrongly answered questions before the correctly answered ones', async () => {
    const category = await createCategory(ctx, { name: 'Science' });
    const topic = await createTopic(ctx, { categoryId: category.id, questionCount: 14 });
    const sibling = await createTopic(ctx, {
      categoryId: category.id,
      questionCount: 1,
      name: 'Physics',
    });
    const p = await signIn(app, config);
    // Game 1: right, right, right, wrong, wrong, twice over; 4 of the 14 are never served.
    const isRight = (i: number) => i % 5 < 3;
    const one = await playGame(p, topic.id, async (state, i) =>
      isRight(i) ? rightWith(20)(state) : { answerId: await wrongOf(state) },
    );
    expect(one.result).toMatchObject({
      total_correct: 6,
      next_topic_id: sibling.id,
      next_topic_title: 'Physics',
      next_topic_category: 'Science',
    });
    const answeredRight = one.served.filter((_, i) => isRight(i));
    const all = await ctx.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.topicId, topic.id));
    const notYetRight = all.map((q) => q.id).filter((id) => !answeredRight.includes(id));
    expect(notYetRight).toHaveLength(8); // 4 unseen and 4 answered wrongly

    const two = await playGame(p, topic.id, async () => ({ answerId: null }));
    const byId = (a: number, b: number) => a - b;
    expect(two.served.slice(0, 8).sort(byId)).toEqual(notYetRight.sort(byId));
    expect(two.served.slice(8).every((id) => answeredRight.includes(id))).toBe(true);
  });

  it('refuses bad input without changing anything', async () => {
    const empty = await createTopic(ctx, { questionCount: 0 });
    const p = await signIn(app, config);
    const unknown = await p.call(startGame, { body: { topic_id: 999_999 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.data).toEqual({ code: 'not_found' });
    const none = await p.call(startGame, { body: { topic_id: empty.id } });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No Question Found.');
    expect(none.body.data).toEqual({ code: 'no_question_found' });
    // Bad input on purpose: an input the route's types refuse.
    const missing = await p.callRaw(submitAnswer, { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.data).toMatchObject({ code: 'validation_failed' });
    expect(Object.keys(refusalOf(missing).errors!)).toEqual(
      expect.arrayContaining(['game_id', 'question_id']),
    );
    const topic = await createTopic(ctx, { questionCount: 1 });
    const game = await start(p, topic.id);
    const foreign = await submit(p, game, 999_999);
    expect(foreign.status).toBe(422);
    expect(foreign.body.data).toMatchObject({
      code: 'validation_failed',
      errors: { answer_id: ['is not an option of this question'] },
    });
    expect((await p.call(gameRoute, { params: { game_id: 'abc' } })).status).toBe(422);
    // Ids beyond PostgreSQL's integer range are bad input, not a database error.
    expect((await p.call(gameRoute, { params: { game_id: '99999999999' } })).status).toBe(422);
    const huge = await p.call(startGame, {
      body: {
        topic_id: 99_999_999_999,
      },
    });
    expect(huge.status).toBe(422);
    expect(refusalOf(huge).errors!.topic_id).toEqual(['is too large']);
  });
});

describe('try again', () => {
  it('charges 20 coins after a wrong answer and lets the player answer once more', async () => {
    const topic = await createTopic(ctx, { questionCount: 2 });
    const p = await signIn(app, config);
    const game = await start(p, topic.id);
    const before = await coins(p);
    const body = {
      game_id: game.game_id,
      question_id: game.question.question_id,
      using: 'coins' as const,
    };

    const early = await p.call(tryAgain, { body });
    expect(early.status).toBe(409); // not answered yet
    expect(early.body.data).toEqual({ code: 'not_answered_wrong' });
    await submit(p, game, await wrongOf(game));
    const retry = await p.call(tryAgain, { body });
    expect(retry.status).toBe(200);
    expect(retry.body.data.game.answer).toBeNull();
    const twice = await p.call(tryAgain, { body });
    expect(twice.status).toBe(409);
    expect(twice.body.data).toEqual({ code: 'not_answered_wrong' });
    expect(retry.body.data.game.question.question_id).toBe(game.question.question_id);
    expect(await coins(p)).toBe(before - 20);

    const answered = await submit(p, game, await correctOf(game.question.question_id));
    expect(answered.body.data).toMatchObject({
      is_correct: true,
      can_try_again: false,
      total_correct: 1,
    });
    const after = await p.call(tryAgain, { body });
    expect(after.status).toBe(409);
    expect(after.body.data).toEqual({ code: 'not_answered_wrong' });
  });

  it('refuses the option already answered wrongly on the retry, changing nothing', async () => {
    const topic = await createTopic(ctx, { questionCount: 2 });
    const p = await signIn(app, config);
    const game = await start(p, topic.id);
    const wrong = await wrongOf(game);
    await submit(p, game, wrong);
    const body = { game_id: game.game_id, question_id: game.question.question_id };
    const retry = await p.call(tryAgain, { body });
    expect(retry.body.data.game.tried_option_id).toBe(wrong);
    const paid = await coins(p);

    const same = await submit(p, game, wrong);
    expect(same.status).toBe(409);
    expect(same.body).toMatchObject({
      message: 'You already tried this option: choose another',
      data: { code: 'option_already_tried' },
    });
    expect(await coins(p)).toBe(paid);
    const state = (await p.call(gameRoute, { params: { game_id: game.game_id } })).body.data;
    expect(state).toMatchObject({ answer: null, tried_option_id: wrong, total_correct: 0 });

    const other = await submit(p, game, await correctOf(game.question.question_id));
    expect(other.body.data).toMatchObject({ is_correct: true, total_correct: 1 });
  });

  it('names each refusal with its own code', async () => {
    const topic = await createTopic(ctx, { questionCount: 2 });
    const p = await signIn(app, config);
    const game = await start(p, topic.id);
    const [later] = await ctx.db
      .select({ questionId: gameQuestions.questionId })
      .from(gameQuestions)
      .where(and(eq(gameQuestions.gameId, game.game_id), eq(gameQuestions.position, 1)));
    const early = await submit(
      p,
      { ...game, question: { ...game.question, question_id: later!.questionId } },
      null,
    );
    expect(early.status).toBe(409);
    expect(early.body.data).toEqual({ code: 'question_not_served' });

    const body = { game_id: game.game_id, question_id: game.question.question_id };
    await submit(p, game, await wrongOf(game));
    const elsewhere = await p.call(tryAgain, {
      body: {
        ...body,
        question_id: later!.questionId,
      },
    });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.data).toEqual({ code: 'not_current_question' });
    expect((await p.call(tryAgain, { body })).status).toBe(200);
    await submit(p, game, await anotherWrongOf(game));
    const again = await p.call(tryAgain, { body });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'You have already tried this question again',
      data: { code: 'already_tried_again' },
    });
  });

  it('hides the correct option while a paid retry is possible, and shows it after', async () => {
    const topic = await createTopic(ctx, { questionCount: 2 });
    const p = await signIn(app, config);
    const game = await start(p, topic.id);
    const right = await correctOf(game.question.question_id);
    const first = await submit(p, game, await wrongOf(game));
    expect(first.body.data).toMatchObject({
      is_correct: false,
      can_try_again: true,
      correct_answer_id: null,
    });
    const read = (await p.call(gameRoute, { params: { game_id: game.game_id } })).body.data;
    expect(read.answer?.correct_answer_id).toBeNull();
    await p.call(tryAgain, {
      body: {
        game_id: game.game_id,
        question_id: game.question.question_id,
      },
    });
    const second = await submit(p, game, await anotherWrongOf(game));
    expect(second.body.data).toMatchObject({ can_try_again: false, correct_answer_id: right });
  });

  it('shows the correct option at once to a player who cannot pay for a retry, and refuses the retry', async () => {
    const topic = await createTopic(ctx, { questionCount: 2 });
    const p = await signIn(app, config);
    await ctx.db.update(wallets).set({ coins: 5 }).where(eq(wallets.userId, p.userId));
    const game = await start(p, topic.id);
    const res = await submit(p, game, await wrongOf(game));
    expect(res.body.data.correct_answer_id).toBe(await correctOf(game.question.question_id));
    await ctx.db.update(wallets).set({ coins: 500 }).where(eq(wallets.userId, p.userId));
    const retry = await p.call(tryAgain, {
      body: {
        game_id: game.game_id,
        question_id: game.question.question_id,
      },
    });
    expect(retry.status).toBe(409);
    expect(retry.body.message).toBe('The correct answer was already shown');
    expect(retry.body.data).toEqual({ code: 'answer_revealed' });
  });

  it('answers "Out of Coin" and charges nothing when the wallet is short', async () => {
    const topic = await createTopic(ctx, { questionCount: 2 });
    const p = await signIn(app, config);
    const game = await start(p, topic.id);
    await submit(p, game, await wrongOf(game));
    await ctx.db.update(wallets).set({ coins: 10 }).where(eq(wallets.userId, p.userId));
    const res = await p.call(tryAgain, {
      body: {
        game_id: game.game_id,
        question_id: game.question.question_id,
      },
    });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('Out of Coin');
    expect(res.body.data).toEqual({ code: 'out_of_coin' });
    expect(await coins(p)).toBe(10);
    const state = (await p.call(gameRoute, { params: { game_id: game.game_id } })).body.data;
    expect(state.answer).toMatchObject({ is_correct: false });
  });

  it('charges once when the same try-again is sent 10 times at once', async () => {
    const topic = await createTopic(ctx, { questionCount: 2 });
    const p = await signIn(app, config);
    const game = await start(p, topic.id);
    await submit(p, game, await wrongOf(game));
    const before = await coins(p);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        p.call(tryAgain, {
          body: {
            game_id: game.game_id,
            question_id: game.question.question_id,
          },
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await coins(p)).toBe(before - 20);
    const totals = await ledgerTotals(ctx.db, p.userId);
    expect(totals.coins).toBe(before - 20);
  });
});

describe('the last question', () => {
  it('offers try-again after a wrong last answer: the game stays open until the retry or Next', async () => {
    const topic = await createTopic(ctx, { questionCount: 1 });
    const p = await signIn(app, config);
    const game = await start(p, topic.id);
    const last = await submit(p, game, await wrongOf(game));
    expect(last.body.data).toMatchObject({
      question_finished: false,
      can_try_again: true,
      // A paid retry can still follow: the right option stays hidden.
      correct_answer_id: null,
    });
    const before = await coins(p);
    const retry = await p.call(tryAgain, {
      body: {
        game_id: game.game_id,
        question_id: game.question.question_id,
      },
    });
    expect(retry.status).toBe(200);
    expect(await coins(p)).toBe(before - 20);
    const again = await submit(p, game, await anotherWrongOf(game));
    expect(again.body.data).toMatchObject({
      question_finished: true,
      can_try_again: false,
      correct_answer_id: await correctOf(game.question.question_id),
    });
    const [finished] = await ctx.db.select().from(games).where(eq(games.id, game.game_id));
    expect(finished).toMatchObject({ status: 'finished' });
  });

  it('finishes once on Next when the player takes the result instead of a retry', async () => {
    const topic = await createTopic(ctx, { questionCount: 2 });
    const p = await signIn(app, config);
    const first = await start(p, topic.id);
    await submit(p, first, await correctOf(first.question.question_id), 10);
    const second = await next(p, first);
    expect((await submit(p, second, await wrongOf(second))).body.data.question_finished).toBe(
      false,
    );
    const results = await Promise.all([next(p, second), next(p, second)]);
    for (const state of results) {
      expect(state).toMatchObject({ status: 'finished', question_finished: true });
      expect(state.result).toMatchObject({ total_correct: 1, total_quiz: 2 });
    }
    const [score] = await ctx.db
      .select()
      .from(topicScores)
      .where(and(eq(topicScores.topicId, topic.id), eq(topicScores.userId, p.userId)));
    expect(score).toMatchObject({ gamesPlayed: 1 });
    const retry = await p.call(tryAgain, {
      body: {
        game_id: second.game_id,
        question_id: second.question.question_id,
      },
    });
    expect(retry.status).toBe(409);
    expect(retry.body.data).toEqual({ code: 'game_finished' });
  });
});

describe('a finished game', () => {
  it('is finished once: no try-again after it, finish time and BCS count unchanged', async () => {
    const bcs = await createCategory(ctx, { isBcs: true });
    const topic = await createTopic(ctx, { categoryId: bcs.id, questionCount: 1 });
    const p = await signIn(app, config);
    const game = await start(p, topic.id);
    // Short of a retry's coins: the wrong last answer finishes the game and shows the right option.
    await ctx.db.update(wallets).set({ coins: 5 }).where(eq(wallets.userId, p.userId));
    const last = await submit(p, game, await wrongOf(game));
    expect(last.body.data).toMatchObject({
      question_finished: true,
      can_try_again: false,
      correct_answer_id: await correctOf(game.question.question_id),
    });
    const [finished] = await ctx.db.select().from(games).where(eq(games.id, game.game_id));
    expect(finished).toMatchObject({ status: 'finished' });
    const before = await coins(p);

    const retry = await p.call(tryAgain, {
      body: {
        game_id: game.game_id,
        question_id: game.question.question_id,
      },
    });
    expect(retry.status).toBe(409);
    expect(retry.body.message).toBe('This game is over. Start a new game to play again');
    expect(await coins(p)).toBe(before);
    const [after] = await ctx.db.select().from(games).where(eq(games.id, game.game_id));
    expect(after).toMatchObject({ status: 'finished', finishedAt: finished!.finishedAt });
    const state = (await p.call(gameRoute, { params: { game_id: game.game_id } })).body.data;
    expect(state).toMatchObject({ status: 'finished', question_finished: true });
    expect((await submit(p, game, await correctOf(game.question.question_id))).status).toBe(409);
    const history = await p.call(bcsHistory);
    expect(history.body.data).toEqual({ today: 1, this_week: 1, this_month: 1 });
  });
});
