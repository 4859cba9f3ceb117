import type { StudioQuestion, StudioQuestionsReply } from '@contract/console-studio';
import type { AppContext, StaffUser } from '../../context';
import type { Tx } from '../../db/client';
import { toUnicode } from '../../lib/zawgyi';
import { recordAudit } from '../console';
import { questionPictureUrl } from '../media';
import { type Change, forgetQuestion } from '../topics';

/** The reason a plain edit's audit row gives when the editor typed none. */
export const STUDIO_REASON = {
  create: 'Written in the content studio',
  update: 'Edited in the content studio',
  image: 'Picture uploaded in the content studio',
} as const;

interface StudioWrite<T extends { id: number }> {
  /** `topic.update`, `question.create`, … */
  action: string;
  /** The target's kind: the audit row names it `kind:id`. */
  kind: 'category' | 'topic' | 'question';
  reason: string;
  /** Questions whose cached copy games must stop using once the change commits. */
  dropsQuestion?: boolean;
  change: (tx: Tx) => Promise<Change<T>>;
}

/**
 * Runs a studio change and its audit row in one transaction (both commit or neither does), then,
 * for a question, drops this process's cached copy so the next game here reads the edit at once.
 */
export async function studioWrite<T extends { id: number }>(
  ctx: AppContext,
  staff: StaffUser,
  write: StudioWrite<T>,
): Promise<T> {
  const after = await ctx.db.transaction(async (tx) => {
    const done = await write.change(tx);
    await recordAudit(tx, staff, {
      action: write.action,
      target: `${write.kind}:${done.after.id}`,
      before: done.before,
      after: done.after,
      reason: write.reason,
    });
    return done.after;
  });
  if (write.dropsQuestion) forgetQuestion(ctx, after.id);
  return after;
}

/** Each text as it will be stored: Zawgyi converted to Unicode, anything else as it is. */
export const checkZawgyi = (texts: string[]) => ({ results: texts.map((t) => toUnicode(t)) });

/**
 * A question as the console shows it: its picture at the sealed address players get, the only one
 * the media routes serve a flag at (the stored path, which the audit keeps, names the answer).
 */
export const shownQuestion = (ctx: AppContext, q: StudioQuestion): StudioQuestion => ({
  ...q,
  image_url: q.image_url === null ? null : questionPictureUrl(ctx, q.image_url),
});

export const shownQuestions = (ctx: AppContext, page: StudioQuestionsReply) => ({
  ...page,
  questions: page.questions.map((q) => shownQuestion(ctx, q)),
});
