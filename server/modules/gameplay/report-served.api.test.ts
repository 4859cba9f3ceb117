import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { questionReports, questions, topics } from '../../tables';
import { type Player, signIn, subscribedPlayer } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { createPlayableTournament, createTopic } from '../../../tests/helpers/factories';
import { serveQuestions } from '../../../tests/helpers/play';
import { reportQuestion, startGame } from '@contract/routes/gameplay';
import { startTournament } from '@contract/routes/tournaments';

const { app, ctx, config } = await useTestApp();

const questionsOf = async (topicId: number) =>
  (
    await ctx.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.topicId, topicId))
      .orderBy(asc(questions.id))
  ).map((q) => q.id);

const report = (p: Player, questionId: number) =>
  p.call(reportQuestion, { body: { question_id: questionId, type: 'wrong_answer' } });

const reportsOf = (questionId: number) =>
  ctx.db.select().from(questionReports).where(eq(questionReports.questionId, questionId));

describe('a player reports only a question they were served', () => {
  it('refuses, as not found, a question never served, unpublished or unknown, writing nothing', async () => {
    const p = await signIn(app, config);
    const played = await createTopic(ctx, { questionCount: 12 });
    const draft = await createTopic(ctx, { questionCount: 1 });
    await ctx.db.update(topics).set({ published: false }).where(eq(topics.id, draft.id));
    const [unpublished] = await questionsOf(draft.id);
    const [first, ...rest] = await questionsOf(played.id);
    // One topic game serves its first question only; the others wait for Next.
    expect((await p.call(startGame, { body: { topic_id: played.id } })).status).toBe(200);

    for (const id of [unpublished!, 2_000_000_000]) {
      const refused = await report(p, id);
      expect([refused.status, refused.body.data]).toEqual([404, { code: 'not_found' }]);
      expect(refused.body.message).toBe('Question not found');
      expect(await reportsOf(id)).toEqual([]);
    }
    // Of the topic's questions, those in the game but never put on screen are refused too.
    const results = await Promise.all([first!, ...rest].map((id) => report(p, id)));
    expect(results.length).toBe(12);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 404)).toHaveLength(11);
  });

  it('accepts a question served in a tournament attempt, not the attempt’s next ones', async () => {
    const t = await createPlayableTournament(ctx, {}, 3);
    const p = await subscribedPlayer(app, config);
    const attempt = await p.call(startTournament, {
      body: {
        tournament_id: t.id,
      },
    });
    expect(attempt.status, attempt.body.message).toBe(200);
    const onScreen = attempt.body.data.question!.question_id;
    const [topicId] = await ctx.db
      .select({ topicId: questions.topicId })
      .from(questions)
      .where(eq(questions.id, onScreen));
    const others = (await questionsOf(topicId!.topicId)).filter((id) => id !== onScreen);
    expect((await report(p, onScreen)).status).toBe(200);
    for (const id of others) expect((await report(p, id)).status).toBe(404);
  });

  it('counts one report per player and question, however many arrive at once', async () => {
    const topic = await createTopic(ctx, { questionCount: 1 });
    const [qid] = await questionsOf(topic.id);
    const p = await signIn(app, config);
    await serveQuestions(p, topic.id, [qid!]);
    const replies = await Promise.all(Array.from({ length: 8 }, () => report(p, qid!)));
    // Accepted every time (a retry is safe), counted once.
    expect(replies.map((r) => r.status)).toEqual(Array.from({ length: 8 }, () => 200));
    expect(replies.filter((r) => r.body.message === 'Reported')).toHaveLength(1);
    expect(await reportsOf(qid!)).toHaveLength(1);
  });
});
