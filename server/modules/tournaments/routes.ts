import {
  ZFiftyFiftyReply,
  ZGetAnswerReply,
  ZLifelineRequest,
  ZFinishedTournamentsReply,
  ZRunningTournamentsReply,
  ZTournamentDetailsReply,
  ZTournamentGame,
  ZTournamentGameParams,
  ZTournamentIdRequest,
  ZTournamentListReply,
  ZTournamentRankingReply,
  ZTournamentRankingRequest,
  ZTournamentSubmitReply,
  ZTournamentSubmitRequest,
  ZTournamentTypeQuery,
} from '@contract/tournaments';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import { playerWriteLimit } from '../../lib/rate-limits';
import { replies } from '../../lib/replies';
import { userOf } from '../auth/guard';
import { tournamentDetails, tournamentRanking } from './details';
import { fiftyFifty, getAnswer } from './lifelines';
import { getAttempt, startAttempt, submitTournamentAnswer } from './play';
import { listFinished, listRunning, listRunningWithTop } from './service';

const tags = ['Tournaments'];

export const tournamentRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    const writeLimit = playerWriteLimit(ctx);
    app.get(
      '/tournament/daily',
      {
        schema: {
          tags,
          summary: 'Running daily tournaments',
          response: replies(ZTournamentListReply),
        },
      },
      async (req) => ok({ tournaments: await listRunning(ctx, 'DAILY', languageOf(req)) }),
    );
    app.get(
      '/tournament/mega',
      {
        schema: {
          tags,
          summary: 'Running mega tournaments',
          response: replies(ZTournamentListReply),
        },
      },
      async (req) => ok({ tournaments: await listRunning(ctx, 'MEGA', languageOf(req)) }),
    );
    app.get(
      '/tournament/running',
      {
        schema: {
          tags,
          summary: 'Running tournaments of a type with their top three (leaderboard tabs)',
          querystring: ZTournamentTypeQuery,
          response: replies(ZRunningTournamentsReply, 422),
        },
      },
      async (req) =>
        ok({
          tournaments: await listRunningWithTop(
            ctx,
            userOf(req).id,
            req.query.type,
            languageOf(req),
          ),
        }),
    );
    app.get(
      '/tournament/finished',
      {
        schema: {
          tags,
          summary: 'Tournaments of a type that ended in the last 7 days, with their winners',
          querystring: ZTournamentTypeQuery,
          response: replies(ZFinishedTournamentsReply, 422),
        },
      },
      async (req) =>
        ok({
          tournaments: await listFinished(ctx, userOf(req).id, req.query.type, languageOf(req)),
        }),
    );

    app.post(
      '/tournament/details',
      {
        schema: {
          tags,
          summary: 'A tournament with the play button state, chances and the recent best',
          body: ZTournamentIdRequest,
          response: replies(ZTournamentDetailsReply, 400, 404, 422),
        },
      },
      async (req) =>
        ok(await tournamentDetails(ctx, userOf(req), req.body.tournament_id, languageOf(req))),
    );
    app.post(
      '/tournament/ranking',
      {
        schema: {
          tags,
          summary: 'One page of a tournament ranking (best attempt, earlier finish first)',
          body: ZTournamentRankingRequest,
          response: replies(ZTournamentRankingReply, 400, 404, 422),
        },
      },
      async (req) => ok(await tournamentRanking(ctx, userOf(req), req.body)),
    );

    app.post(
      '/tournament/start',
      {
        schema: {
          tags,
          summary: 'Start an attempt (or resume the one in progress) and serve its first question',
          body: ZTournamentIdRequest,
          response: replies(ZTournamentGame, 400, 403, 404, 409, 422, 429),
        },
        config: writeLimit,
      },
      async (req) =>
        ok(
          await startAttempt(ctx, userOf(req), req.body.tournament_id, languageOf(req)),
          'Tournament started',
        ),
    );
    app.get(
      '/tournament/game/:game_id',
      {
        schema: {
          tags,
          summary: 'The whole state of a tournament attempt, to resume after a reload',
          params: ZTournamentGameParams,
          response: replies(ZTournamentGame, 404, 422),
        },
      },
      async (req) => ok(await getAttempt(ctx, userOf(req), req.params.game_id, languageOf(req))),
    );
    app.post(
      '/tournament/submit',
      {
        schema: {
          tags,
          summary: 'Answer the question on screen by the attempt clock; serves the next one',
          body: ZTournamentSubmitRequest,
          response: replies(ZTournamentSubmitReply, 400, 404, 409, 422, 429),
        },
        config: writeLimit,
      },
      async (req) => {
        const reply = await submitTournamentAnswer(ctx, userOf(req), req.body, languageOf(req));
        return ok(
          reply,
          reply.timed_out ? 'Time is up' : reply.is_correct ? 'Correct answer' : 'Wrong answer',
        );
      },
    );
    app.post(
      '/tournament/fifty-fifty',
      {
        schema: {
          tags,
          summary: 'Pay coins to hide two wrong options of the question on screen',
          body: ZLifelineRequest,
          response: replies(ZFiftyFiftyReply, 400, 402, 404, 409, 422, 429),
        },
        config: writeLimit,
      },
      async (req) => ok(await fiftyFifty(ctx, userOf(req), req.body)),
    );
    app.post(
      '/tournament/get-answer',
      {
        schema: {
          tags,
          summary: 'Pay gems to reveal the correct option of the question on screen',
          body: ZLifelineRequest,
          response: replies(ZGetAnswerReply, 400, 402, 404, 409, 422, 429),
        },
        config: writeLimit,
      },
      async (req) => ok(await getAnswer(ctx, userOf(req), req.body)),
    );
  };
