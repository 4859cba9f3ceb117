import { z } from 'zod';
import {
  ZBcsHistoryReply,
  ZGameIdRequest,
  ZGameState,
  ZReportReply,
  ZReportRequest,
  ZStartGameRequest,
  ZSubmitAnswerReply,
  ZSubmitAnswerRequest,
  ZTryAgainReply,
  ZTryAgainRequest,
} from '@contract/gameplay';
import { ZId } from '@contract/envelope';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import { playerWriteLimit } from '../../lib/rate-limits';
import { replies } from '../../lib/replies';
import { userOf } from '../auth/guard';
import { bcsHistory } from './bcs-history';
import { reportQuestion } from './reports';
import { getGame, nextQuestion, startTopicGame } from './service';
import { submitAnswer } from './submit-answer';
import { tryAgain } from './try-again';

const tags = ['Gameplay'];

export const gameplayRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    const writeLimit = playerWriteLimit(ctx);
    app.post(
      '/gameplay/start',
      {
        schema: {
          tags,
          summary: 'Start a topic game and serve its first question',
          body: ZStartGameRequest,
          response: replies(ZGameState, 400, 404, 422, 429),
        },
        config: writeLimit,
      },
      async (req) =>
        ok(
          await startTopicGame(ctx, userOf(req), req.body.topic_id, languageOf(req)),
          'Game started',
        ),
    );

    app.get(
      '/gameplay/:game_id',
      {
        schema: {
          tags,
          summary: 'The whole state of a game, to resume after a reload',
          params: z.object({ game_id: ZId }),
          response: replies(ZGameState, 404, 422),
        },
      },
      async (req) => ok(await getGame(ctx, userOf(req), req.params.game_id, languageOf(req))),
    );

    app.post(
      '/gameplay/next',
      {
        schema: {
          tags,
          summary: 'Serve the next question and start its clock (a repeat serves the same one)',
          body: ZGameIdRequest,
          response: replies(ZGameState, 400, 404, 422, 429),
        },
        config: writeLimit,
      },
      async (req) => ok(await nextQuestion(ctx, userOf(req), req.body.game_id, languageOf(req))),
    );

    app.post(
      '/gameplay/submit',
      {
        schema: {
          tags,
          summary: 'Answer the question on screen, judged by the server clock',
          body: ZSubmitAnswerRequest,
          response: replies(ZSubmitAnswerReply, 400, 404, 409, 422, 429),
        },
        config: writeLimit,
      },
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
      {
        schema: {
          tags,
          summary: 'Pay coins to answer the question just missed once more',
          body: ZTryAgainRequest,
          response: replies(ZTryAgainReply, 400, 402, 404, 409, 422, 429),
        },
        config: writeLimit,
      },
      async (req) => {
        const game = await tryAgain(ctx, userOf(req), req.body, languageOf(req));
        return ok({ success: true, message: 'Try again', game });
      },
    );

    app.post(
      '/question/report',
      {
        schema: {
          tags,
          summary: 'Report a wrong question or answer',
          body: ZReportRequest,
          response: replies(ZReportReply, 400, 404, 422, 429),
        },
        config: writeLimit,
      },
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

    app.get(
      '/bcs-test/history',
      {
        schema: {
          tags,
          summary: 'BCS practice tests taken today, this week and this month',
          response: replies(ZBcsHistoryReply),
        },
      },
      async (req) => ok(await bcsHistory(ctx, userOf(req))),
    );
  };
