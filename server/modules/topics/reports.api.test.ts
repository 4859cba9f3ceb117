import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { QuestionEdit, QuestionReviewRequest } from '@contract/console-reports';
import {
  challengeQuestions,
  notifications,
  questionOptions,
  questionReports,
  questions,
  tournamentQuestions,
  tournamentTemplates,
  tournaments,
} from '../../tables';
import { games, gameQuestions } from '../engine/tables';
import { scheduleTournaments } from '../tournaments/schedule';
import { type Player, signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { createTopic } from '../../../tests/helpers/factories';
import { notificationIn } from '../../../tests/helpers/notifications';
import { moveWallet } from '../wallet/service';
import { listQuestionReports, recordReport, reviewReportedQuestion } from './reports';
import { playCorrectly, resultOf, serveQuestions } from '../../../tests/helpers/play';
import { createChallenge } from '@contract/routes/challenges';
import { acceptFriendRequest, sendFriendRequest } from '@contract/routes/friends';
import { reportQuestion, startGame } from '@contract/routes/gameplay';

const { app, ctx, config } = await useTestApp();
const holdAt = config.rules.reportsHoldQuestion;
const staff = { email: 'editor@example.com' };

const questionsOf = async (topicId: number) =>
  (
    await ctx.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.topicId, topicId))
      .orderBy(asc(questions.id))
  ).map((q) => q.id);

const report = (
  p: Player,
  questionId: number,
  type: 'wrong_question' | 'wrong_answer' | 'others' = 'wrong_answer',
) => p.call(reportQuestion, { body: { question_id: questionId, type } });

const review = (questionId: number, r: QuestionReviewRequest) =>
  reviewReportedQuestion(ctx, staff, questionId, r);

const queue = (page = 1, perPage = 100) =>
  listQuestionReports(ctx.db, { page, per_page: perPage }, holdAt);

/** Every question a new topic game serves, answered wrongly on the way (a game of the whole topic). */
async function servedInTopicGame(p: Player, topicId: number): Promise<number[]> {
  const res = await p.call(startGame, { body: { topic_id: topicId } });
  if (res.status !== 200) return [];
  const rows = await ctx.db
    .select({ questionId: gameQuestions.questionId })
    .from(gameQuestions)
    .where(eq(gameQuestions.gameId, res.body.data.game_id));
  return rows.map((r) => r.questionId).sort((a, b) => a - b);
}

const edit: QuestionEdit = {
  question_en: 'Which river is the longest in Myanmar?',
  question_mm: 'မြန်မာနိုင်ငံတွင် အရှည်ဆုံး မြစ်မှာ အဘယ်နည်း။',
  options: [
    { value: 'Chindwin', value_mm: 'ချင်းတွင်း' },
    { value: 'Ayeyarwady', value_mm: 'ဧရာဝတီ' },
    { value: 'Salween', value_mm: null },
    { value: 'Sittaung', value_mm: 'စစ်တောင်း' },
  ],
  correct: 2,
};

describe('question reports queue', () => {
  it('groups open reports by question, most-reported first, with counts, reporters and pages', async () => {
    const topic = await createTopic(ctx, { questionCount: 2 });
    const [q1, q2] = await questionsOf(topic.id);
    const a = await signIn(app, config, { name: 'Aye' });
    const b = await signIn(app, config, { name: 'Bo' });
    const c = await signIn(app, config, { name: 'Cho' });
    for (const p of [a, b, c]) await serveQuestions(p, topic.id, [q1!, q2!]);
    await report(a, q2!, 'wrong_question');
    await report(a, q1!, 'wrong_answer');
    await report(b, q1!, 'others');
    await ctx.db.transaction((tx) =>
      recordReport(tx, { userId: b.userId, questionId: q2!, type: 'others', note: 'Typo' }),
    );
    await report(b, q1!, 'wrong_answer'); // a repeat changes the type, not the count
    await report(c, q1!, 'wrong_question');

    const mine = (await queue()).reports.filter(
      (r) => r.question_id === q1 || r.question_id === q2,
    );
    expect(mine.map((r) => r.question_id)).toEqual([q1, q2]);
    expect(mine[0]).toMatchObject({
      question_id: q1,
      topic_id: topic.id,
      question_en: expect.stringContaining('Question 1'),
      open_count: 3,
      counts: { wrong_question: 1, wrong_answer: 2, others: 0 },
      held: false,
      active: true,
    });
    expect(mine[0]!.reporters.map((r) => [r.user_id, r.name, r.type])).toEqual([
      [a.userId, 'Aye', 'wrong_answer'],
      [b.userId, 'Bo', 'wrong_answer'],
      [c.userId, 'Cho', 'wrong_question'],
    ]);
    expect(mine[1]!.reporters.find((r) => r.user_id === b.userId)).toMatchObject({
      note: 'Typo',
      type: 'others',
    });

    const all = await queue();
    const pages = [await queue(1, 1), await queue(2, 1)];
    expect(pages.map((p) => p.reports[0]?.question_id)).toEqual(
      all.reports.slice(0, 2).map((r) => r.question_id),
    );
    expect(pages[0]!.total).toBe(all.total);
  });

  it('a fix edits the question in place, keeps old results, closes the reports and thanks each reporter in their language', async () => {
    const topic = await createTopic(ctx, { questionCount: 1 });
    const [qid] = await questionsOf(topic.id);
    const player = await signIn(app, config, { language: 'mm' });
    const other = await signIn(app, config, { language: 'en' });
    const { gameId } = await playCorrectly(ctx, player, topic.id);
    const before = await resultOf(ctx, gameId);
    expect(before.answers[0]).toMatchObject({ correct: true });
    await serveQuestions(other, topic.id, [qid!]);
    await report(player, qid!);
    await report(other, qid!, 'wrong_question');

    const done = await review(qid!, { action: 'fix', reason: 'Wrong answer key', edit });
    expect(done).toMatchObject({ action: 'fix', closed: 2, thanked: 2 });
    expect(done.before.options.findIndex((o) => o.correct)).toBe(0);
    expect(done.after.options.findIndex((o) => o.correct)).toBe(1);
    expect(done.after).toMatchObject({
      question_en: edit.question_en,
      question_mm: edit.question_mm,
    });

    // The old game's answer was right when played and stays so, with its points.
    expect(await resultOf(ctx, gameId)).toEqual(before);
    // The next game reads the fix at once, though the first game left the old text cached.
    const next = await other.call(startGame, { body: { topic_id: topic.id } });
    expect(next.body.data.question.question_value).toBe(edit.question_en);
    const options = await ctx.db
      .select()
      .from(questionOptions)
      .where(eq(questionOptions.questionId, qid!))
      .orderBy(asc(questionOptions.position));
    expect(options.map((o) => [o.value, o.isCorrect])).toEqual([
      ['Chindwin', false],
      ['Ayeyarwady', true],
      ['Salween', false],
      ['Sittaung', false],
    ]);

    expect((await queue()).reports.some((r) => r.question_id === qid)).toBe(false);
    expect(await notificationIn(app, player, 'mm', 'question_report_thanks')).toEqual({
      title: 'သတင်းပို့ပေးသည့်အတွက် ကျေးဇူးတင်ပါသည်',
      body: 'သင် သတင်းပို့ထားသော မေးခွန်းကို စစ်ဆေးပြီး ပြင်ဆင်ပြီးပါပြီ။',
    });
    expect(await notificationIn(app, other, 'en', 'question_report_thanks')).toEqual({
      title: 'Thanks for your report',
      body: 'We checked the question you reported and corrected it.',
    });
  });

  it('a fix stores Myanmar typed in Zawgyi as Unicode and keeps the number of options', async () => {
    const topic = await createTopic(ctx, { questionCount: 1 });
    const [qid] = await questionsOf(topic.id);
    // "Myanmar" (မြန်မာ) typed on a Zawgyi keyboard.
    const zawgyi = 'ျမန္မာ';
    await review(qid!, {
      action: 'fix',
      reason: 'Translation',
      edit: { ...edit, question_mm: zawgyi },
    });
    const [stored] = await ctx.db.select().from(questions).where(eq(questions.id, qid!));
    expect(stored!.questionValueMm).toBe('မြန်မာ');

    await expect(
      review(qid!, {
        action: 'fix',
        reason: 'Fewer options',
        edit: { ...edit, options: edit.options.slice(0, 2), correct: 1 },
      }),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { options: [expect.any(String)] },
    });
  });

  it('retiring serves the question never again (topic play, new tournaments), keeps old results and thanks', async () => {
    const topic = await createTopic(ctx, { questionCount: 2 });
    const [q1, q2] = await questionsOf(topic.id);
    const player = await signIn(app, config);
    const game = await servedInTopicGame(player, topic.id);
    expect(game).toEqual([q1, q2]);
    const [played] = await ctx.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.userId, player.userId));
    const before = await resultOf(ctx, played!.id);
    await serveQuestions(player, topic.id, [q1!]);
    await report(player, q1!);

    expect(await review(q1!, { action: 'retire', reason: 'Outdated' })).toMatchObject({
      closed: 1,
      thanked: 1,
    });
    expect(await servedInTopicGame(player, topic.id)).toEqual([q2]);
    expect(await resultOf(ctx, played!.id)).toEqual(before);
    expect(await notificationIn(app, player, 'en', 'question_report_thanks')).toMatchObject({
      body: 'We checked the question you reported and took it out of play.',
    });

    // A new tournament draws from every servable question: with room for all, still not this one.
    const [template] = await ctx.db
      .insert(tournamentTemplates)
      .values({
        type: 'MEGA',
        name: 'Retired Cup',
        prize: '10 coins',
        startLocalTime: '10:00',
        weekday: 0,
        lengthMinutes: 60,
        duration: 300,
        questionCount: 10_000,
        chances: 1,
      })
      .returning();
    await scheduleTournaments(ctx, new Date('2026-11-22T03:00:00Z'));
    const [made] = await ctx.db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.templateId, template!.id));
    const drawn = (
      await ctx.db
        .select({ id: tournamentQuestions.questionId })
        .from(tournamentQuestions)
        .where(eq(tournamentQuestions.tournamentId, made!.id))
    ).map((r) => r.id);
    expect(drawn).toContain(q2);
    expect(drawn).not.toContain(q1);
  });

  it(`holds back a question with ${holdAt} open reports until reviewed; dismissing thanks nobody`, async () => {
    const topic = await createTopic(ctx, { questionCount: 2 });
    const [q1, q2] = await questionsOf(topic.id);
    const reporters = await Promise.all(Array.from({ length: holdAt }, () => signIn(app, config)));
    for (const p of reporters) await serveQuestions(p, topic.id, [q1!]);
    for (const p of reporters.slice(0, -1)) await report(p, q1!);
    const player = await signIn(app, config);
    expect(await servedInTopicGame(player, topic.id)).toEqual([q1, q2]);

    await report(reporters.at(-1)!, q1!);
    expect((await queue()).reports.find((r) => r.question_id === q1)).toMatchObject({
      open_count: holdAt,
      held: true,
    });
    expect(await servedInTopicGame(player, topic.id)).toEqual([q2]);

    expect(await review(q1!, { action: 'dismiss', reason: 'The question is right' })).toMatchObject(
      { closed: holdAt, thanked: 0 },
    );
    expect(await servedInTopicGame(player, topic.id)).toEqual([q1, q2]);
    const thanks = await ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          inArray(
            notifications.userId,
            reporters.map((p) => p.userId),
          ),
          eq(notifications.kind, 'question_report_thanks'),
        ),
      );
    expect(thanks).toEqual([]);
    // Reporting after a review opens the report again.
    await report(reporters[0]!, q1!);
    expect((await queue()).reports.find((r) => r.question_id === q1)?.open_count).toBe(1);
  });

  it('two staff reviewing the same question at once thank each reporter once', async () => {
    const topic = await createTopic(ctx, { questionCount: 1 });
    const [qid] = await questionsOf(topic.id);
    const reporters = await Promise.all([1, 2, 3].map(() => signIn(app, config)));
    for (const p of reporters) await serveQuestions(p, topic.id, [qid!]);
    for (const p of reporters) await report(p, qid!);

    const both = await Promise.all([
      review(qid!, { action: 'retire', reason: 'Duplicate question' }),
      review(qid!, { action: 'fix', reason: 'Typo', edit }),
    ]);
    expect(both.map((r) => r.closed).sort()).toEqual([0, 3]);
    const thanks = await ctx.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          inArray(
            notifications.userId,
            reporters.map((p) => p.userId),
          ),
          eq(notifications.kind, 'question_report_thanks'),
        ),
      );
    expect(thanks.map((t) => t.userId).sort()).toEqual(reporters.map((p) => p.userId).sort());
    const open = await ctx.db
      .select()
      .from(questionReports)
      .where(and(eq(questionReports.questionId, qid!)));
    expect(open.every((r) => r.resolvedAt !== null && r.resolvedBy === staff.email)).toBe(true);
  });

  it('new challenges draw neither retired nor held questions', async () => {
    const topic = await createTopic(ctx, { questionCount: 12 });
    const [retired, held, ...rest] = await questionsOf(topic.id);
    await review(retired!, { action: 'retire', reason: 'Outdated' });
    for (let i = 0; i < holdAt; i++) {
      const reporter = await signIn(app, config);
      await serveQuestions(reporter, topic.id, [held!]);
      await report(reporter, held!);
    }

    const a = await signIn(app, config, { name: 'Challenger' });
    const b = await signIn(app, config, { name: 'Opponent' });
    await a.call(sendFriendRequest, { body: { user_id: b.userId } });
    await b.call(acceptFriendRequest, { body: { user_id: a.userId } });
    await ctx.db.transaction((tx) =>
      moveWallet(tx, {
        userId: a.userId,
        currency: 'coin',
        delta: 5000,
        reason: 'test_grant',
        idempotencyKey: `test-grant:reports:${a.userId}`,
      }),
    );
    const challenge = (body: Record<string, unknown>) =>
      a.call(createChallenge, {
        body: {
          friend_user_id: b.userId,
          bet: 200,
          type: 'single',
          topic_id: topic.id,
          ...body,
        },
      });
    const made = await challenge({ number_of_question: 10 });
    expect(made.status, made.body.message).toBe(200);
    const drawn = (
      await ctx.db
        .select({ id: challengeQuestions.questionId })
        .from(challengeQuestions)
        .where(eq(challengeQuestions.challengeId, made.body.data.challenge.id))
    ).map((r) => r.id);
    expect(drawn.sort((x, y) => x - y)).toEqual(rest);
  });
});
