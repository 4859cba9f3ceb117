import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { questionOptions, questions } from '../../tables';
import { ensureDevAdmin } from '../console';
import { signIn } from '../../../tests/helpers/client';
import { inviteStaff, signInDevAdmin, signInStaff } from '../../../tests/helpers/console';
import { useTestApp } from '../../../tests/helpers/context';
import { createTopic } from '../../../tests/helpers/factories';
import { playCorrectly } from '../../../tests/helpers/play';
import { startGame, submitAnswer } from '@contract/routes/gameplay';
import { questionBank } from '@contract/routes/console-studio';

const { app, ctx, config } = await useTestApp();
await ensureDevAdmin(ctx);

describe('the question bank', () => {
  it('counts a question served twice and answered right once: 2 served, 50% right', async () => {
    const admin = await signInDevAdmin(app);
    const topic = await createTopic(ctx, { questionCount: 1 });

    const right = await playCorrectly(ctx, await signIn(app, config), topic.id);
    const other = await signIn(app, config);
    const state = (await other.call(startGame, { body: { topic_id: topic.id } })).body.data;
    expect(state.question.question_id).toBe(right.questionId);
    const [wrong] = await ctx.db
      .select({ id: questionOptions.id })
      .from(questionOptions)
      .where(
        and(eq(questionOptions.questionId, right.questionId), eq(questionOptions.isCorrect, false)),
      );
    const answered = await other.call(submitAnswer, {
      body: {
        game_id: state.game_id,
        question_id: right.questionId,
        answer_id: wrong!.id,
      },
    });
    expect(answered.status).toBe(200);

    const bank = await admin.call(questionBank, { query: { topic_id: topic.id } });
    expect(bank.status).toBe(200);
    expect(bank.body.data.total).toBe(1);
    expect(bank.body.data.questions).toEqual([
      expect.objectContaining({
        id: right.questionId,
        topic_id: topic.id,
        topic_en: topic.name,
        served: 2,
        correct: 1,
        correct_rate: 0.5,
      }),
    ]);
  });

  it('searches every topic by English or Myanmar text, filters by status, pages, and counts none unserved', async () => {
    const admin = await signInDevAdmin(app);
    const mark = `bank${Date.now()}`;
    const [a, b] = [await createTopic(ctx), await createTopic(ctx)];
    const inserted = await ctx.db
      .insert(questions)
      .values([
        { topicId: a.id, questionValue: `Which ${mark} river is longest?` },
        { topicId: b.id, questionValue: `Which ${mark} peak?`, active: false },
        { topicId: b.id, questionValue: 'English only', questionValueMm: `မြစ် ${mark} ဘယ်ဟာလဲ` },
      ])
      .returning({ id: questions.id });
    const ids = inserted.map((q) => q.id);

    const all = await admin.call(questionBank, { query: { q: mark, per_page: 100 } });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.questions.map((q) => q.id)).toEqual(ids);
    expect(all.body.data.questions[0]).toMatchObject({ served: 0, correct: 0, correct_rate: null });

    const mm = await admin.call(questionBank, { query: { q: `မြစ် ${mark}` } });
    expect(mm.body.data.questions.map((q) => q.id)).toEqual([ids[2]]);

    const retired = await admin.call(questionBank, { query: { q: mark, status: 'retired' } });
    expect(retired.body.data.questions.map((q) => q.id)).toEqual([ids[1]]);
    const active = await admin.call(questionBank, {
      query: { q: mark, status: 'active', topic_id: b.id },
    });
    expect(active.body.data.questions.map((q) => q.id)).toEqual([ids[2]]);

    const page2 = await admin.call(questionBank, { query: { q: mark, per_page: 2, page: 2 } });
    expect(page2.body.data).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(page2.body.data.questions.map((q) => q.id)).toEqual([ids[2]]);

    // A LIKE wildcard is searched as itself, not as "anything".
    const percent = await admin.call(questionBank, { query: { q: `${mark}%` } });
    expect(percent.body.data.total).toBe(0);

    // A status the route's types refuse.
    const bad = await admin.callRaw(questionBank, { query: { status: 'gone' } });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body.data)).toContain('status');
  });

  it('is read by whoever reads content (admin, editor, analyst), and refused to support', async () => {
    const admin = await signInDevAdmin(app);
    for (const role of ['editor', 'analyst'] as const) {
      const invited = await inviteStaff(admin, role);
      const member = await signInStaff(app, invited.email, invited.password);
      expect((await member.call(questionBank)).status, role).toBe(200);
    }
    const invited = await inviteStaff(admin, 'support');
    const support = await signInStaff(app, invited.email, invited.password);
    expect((await support.call(questionBank)).status).toBe(403);
  });
});
