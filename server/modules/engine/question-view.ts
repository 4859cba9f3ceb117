import type { Question } from '@contract/gameplay';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { Language } from '../../lib/language';
import { questionPictureUrl } from '../media';
import { answerClock } from './clock';
import { inPlayerLanguage, questionContent } from '../topics';
import type { GameQuestionRow, GameRow } from './tables';

/**
 * The question as the player may see it, in their language: options in this game's order, never
 * which is right, and its picture at an address that does not name it. Every mode serves its
 * questions through this one function. `now` runs the question's own clock; null where one clock covers the whole
 * attempt (tournaments).
 */
export async function questionView(
  ctx: AppContext,
  db: DbOrTx,
  game: GameRow,
  gq: GameQuestionRow,
  now: Date | null,
  lang: Language,
): Promise<Question> {
  const q = await questionContent(ctx, gq.questionId, db);
  const text = inPlayerLanguage(q, lang);
  const byId = new Map(text.options.map((o) => [o.id, o]));
  const timer = now ? q.timer : null;
  let remaining: number | null = timer;
  if (timer !== null && gq.answeredAt) remaining = gq.remainingTime ?? 0;
  else if (timer !== null && now && gq.servedAt) {
    remaining = answerClock(gq.servedAt, now, timer, 0).serverRemaining;
  }
  return {
    question_id: gq.questionId,
    question_no: gq.position + 1,
    questions_left: game.questionCount - gq.position - 1,
    type: q.type === 'image' ? 'image' : 'text',
    // Sealed: the stored path names the picture's subject, i.e. the answer (picture-address.ts).
    src_url: q.srcUrl === null ? null : questionPictureUrl(ctx, q.srcUrl),
    question_value: text.questionValue,
    options: gq.optionOrder.flatMap((id) => {
      const o = byId.get(id);
      return o ? [o] : [];
    }),
    timer,
    remaining_time: remaining,
  };
}

/** Fifty-fifty hides the first two wrong options in this game's (shuffled) order: stable on reload. */
export async function fiftyFiftyHidden(
  ctx: AppContext,
  db: DbOrTx,
  gq: GameQuestionRow,
): Promise<number[]> {
  const { correctId } = await questionContent(ctx, gq.questionId, db);
  return gq.optionOrder.filter((id) => id !== correctId).slice(0, 2);
}
