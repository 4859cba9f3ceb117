import { z } from 'zod';
import {
  ZGameIdRequest,
  ZReportRequest,
  ZStartGameRequest,
  ZSubmitAnswerRequest,
  ZTryAgainRequest,
} from '@contract/gameplay';
import { ZId } from '@contract/envelope';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import { playerWriteLimit } from '../../lib/rate-limits';
import { userOf } from '../auth/guard';
import { bcsHistory } from './bcs-history';
import { reportQuestion } from './reports';
import { getGame, nextQuestion, startTopicGame } from './service';
import { submitAnswer } from './submit-answer';
import { tryAgain } from './try-again';

export const gameplayRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    const writeLimit = playerWriteLimit(ctx);
    app.post(
      '/gameplay/start',
      { schema: { body: ZStartGameRequest }, config: writeLimit },
      async (req) =>
        ok(
          await startTopicGame(ctx, userOf(req), req.body.topic_id, languageOf(req)),
          'Game started',
        ),
    );

    app.get('/gameplay/:game_id', { schema: { params: z.object({ game_id: ZId }) } }, async (req) =>
      ok(await getGame(ctx, userOf(req), req.params.game_id, languageOf(req))),
    );

    app.post(
      '/gameplay/next',
      { schema: { body: ZGameIdRequest }, config: writeLimit },
      async (req) => ok(await nextQuestion(ctx, userOf(req), req.body.game_id, languageOf(req))),
    );

    app.post(
      '/gameplay/submit',
      { schema: { body: ZSubmitAnswerRequest }, config: writeLimit },
      async (req) => {
        const reply = await submitAnswer(ctx, userOf(req), req.body, languageOf(req));
        return ok(
          reply,
          reply.is_correct ? 'Correct answer' : reply.timed_out ? 'Time is up' : 'Wrong answer',
        );
      },
    );

    app.post(
      '/gameplay/try-again',
      { schema: { body: ZTryAgainRequest }, config: writeLimit },
      async (req) => {
        const game = await tryAgain(ctx, userOf(req), req.body, languageOf(req));
        return ok({ success: true, message: 'Try again', game });
      },
    );

    app.post(
      '/question/report',
      { schema: { body: ZReportRequest }, config: writeLimit },
      async (req) => {
        const { already } = await reportQuestion(
          ctx,
          userOf(req),
          req.body.question_id,
          req.body.type,
        );
        return ok({ reported: true }, already ? 'Already reported' : 'Reported');
      },
    );

    app.get('/bcs-test/history', async (req) => ok(await bcsHistory(ctx, userOf(req))));
  };
