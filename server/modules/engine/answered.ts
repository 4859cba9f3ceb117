import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Question } from '@contract/gameplay';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { Language } from '../../lib/language';
import { correctOptionId } from '../topics';
import { questionView } from './question-view';
import { type GameRow, gameQuestions } from './tables';

export interface AnsweredQuestion {
  question: Question;
  /** Whether an answer (or a timeout) was recorded on it. */
  answered: boolean;
  /** The option picked; null when none was. */
  answerId: number | null;
  isCorrect: boolean;
  correctId: number;
}

/**
 * The questions a game served, as it served them (options in its order), each with the answer
 * given and the right option: the one place outside judging that reads which option is right. Only
 * for a review the mode allows (a tournament once it has ended: every player gets its questions).
 */
export async function answeredQuestions(
  ctx: AppContext,
  db: DbOrTx,
  game: GameRow,
  lang: Language,
): Promise<AnsweredQuestion[]> {
  const served = await db
    .select()
    .from(gameQuestions)
    .where(and(eq(gameQuestions.gameId, game.id), isNotNull(gameQuestions.servedAt)))
    .orderBy(asc(gameQuestions.position));
  const reviewed: AnsweredQuestion[] = [];
  for (const gq of served) {
    reviewed.push({
      question: await questionView(ctx, db, game, gq, null, lang),
      answered: gq.answeredAt !== null,
      answerId: gq.answerOptionId,
      isCorrect: gq.isCorrect === true,
      correctId: await correctOptionId(ctx, gq.questionId, db),
    });
  }
  return reviewed;
}
