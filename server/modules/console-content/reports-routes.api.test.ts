import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { questions } from '../../tables';
import { ensureDevAdmin } from '../console';
import { signIn } from '../../../tests/helpers/client';
import { inviteStaff, signInDevAdmin, signInStaff } from '../../../tests/helpers/console';
import { useTestApp } from '../../../tests/helpers/context';
import { createTopic } from '../../../tests/helpers/factories';
import { serveQuestions } from '../../../tests/helpers/play';
import { listAudit } from '@contract/routes/console';
import {
  dismissQuestionReports,
  listQuestionReports,
  retireQuestion,
} from '@contract/routes/console-content';
import { reportQuestion } from '@contract/routes/gameplay';

const { app, ctx, config } = await useTestApp();
await ensureDevAdmin(ctx);

const questionsOf = async (topicId: number) =>
  (
    await ctx.db
      .select({ id: questions.id, active: questions.active })
      .from(questions)
      .where(eq(questions.topicId, topicId))
      .orderBy(asc(questions.id))
  ).map((q) => q);

describe('question reports through the console', () => {
  it('an editor sees the queue, retires a question with a reason, and the audit log names it', async () => {
    const admin = await signInDevAdmin(app);
    const invited = await inviteStaff(admin, 'editor');
    const editor = await signInStaff(app, invited.email, invited.password);
    const topic = await createTopic(ctx, { questionCount: 2 });
    const [q1] = await questionsOf(topic.id);
    const player = await signIn(app, config);
    await serveQuestions(player, topic.id, [q1!.id]);
    const reported = await player.call(reportQuestion, {
      body: {
        question_id: q1!.id,
        type: 'wrong_answer',
      },
    });
    expect(reported.status).toBe(200);

    const listed = await editor.call(listQuestionReports, { query: { per_page: 100 } });
    expect(listed.status).toBe(200);
    expect(listed.body.data.reports.find((r) => r.question_id === q1!.id)).toMatchObject({
      open_count: 1,
      counts: { wrong_answer: 1 },
    });

    // Bad input on purpose: an input the route's types refuse.
    const noReason = await editor.callRaw(retireQuestion, { params: { id: q1!.id }, body: {} });
    expect(noReason.status).toBe(422);
    expect(JSON.stringify(noReason.body.data)).toContain('reason');
    expect((await questionsOf(topic.id))[0]!.active).toBe(true);

    const retired = await editor.call(retireQuestion, {
      params: { id: q1!.id },
      body: { reason: 'Wrong answer key' },
    });
    expect(retired.status).toBe(200);
    expect(retired.body.data).toEqual({
      question_id: q1!.id,
      action: 'retire',
      closed: 1,
      thanked: 1,
    });
    expect((await questionsOf(topic.id))[0]!.active).toBe(false);

    const audit = await admin.call(listAudit, { query: { target: `question:${q1!.id}` } });
    expect(audit.body.data.entries).toEqual([
      expect.objectContaining({ action: 'question.retire', staff_email: invited.email }),
    ]);

    const missing = await editor.call(retireQuestion, {
      params: { id: 999999999 },
      body: {
        reason: 'Gone',
      },
    });
    expect(missing.status).toBe(404);
  });

  it('dismissing closes the reports without notifying, and support may not review', async () => {
    const admin = await signInDevAdmin(app);
    const invited = await inviteStaff(admin, 'support');
    const support = await signInStaff(app, invited.email, invited.password);
    const topic = await createTopic(ctx, { questionCount: 1 });
    const [q1] = await questionsOf(topic.id);
    const player = await signIn(app, config);
    await serveQuestions(player, topic.id, [q1!.id]);
    const reported = await player.call(reportQuestion, {
      body: {
        question_id: q1!.id,
        type: 'others',
      },
    });
    expect(reported.status).toBe(200);

    const refused = await support.call(dismissQuestionReports, {
      params: { id: q1!.id },
      body: {
        reason: 'Fine as it is',
      },
    });
    expect(refused.status).toBe(403);

    const dismissed = await admin.call(dismissQuestionReports, {
      params: { id: q1!.id },
      body: { reason: 'Fine as it is' },
    });
    expect(dismissed.body.data).toMatchObject({ action: 'dismiss', closed: 1, thanked: 0 });
    expect((await questionsOf(topic.id))[0]!.active).toBe(true);
  });
});
