import {
  ZChallengeActionReply,
  ZChallengeCreateRequest,
  ZChallengeGame,
  ZChallengeGameParams,
  ZChallengeIdRequest,
  ZChallengeListReply,
  ZChallengeReply,
  ZChallengeSubmitReply,
  ZChallengeSubmitRequest,
} from '@contract/challenges';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import { playerWriteLimit } from '../../lib/rate-limits';
import { replies } from '../../lib/replies';
import { userOf } from '../auth/guard';
import { getChallengeGame, startChallengeGame, submitChallengeAnswer } from './play';
import {
  acceptChallenge,
  cancelChallenge,
  challengeResult,
  createChallenge,
  listChallenges,
  rejectChallenge,
} from './service';

const tags = ['Challenges'];

export const challengeRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    const writeLimit = playerWriteLimit(ctx);
    app.post(
      '/challenge/request',
      {
        schema: {
          tags,
          summary: 'Challenge a friend: escrows the bet and picks the questions both will play',
          body: ZChallengeCreateRequest,
          response: replies(ZChallengeActionReply, 400, 402, 403, 404, 409, 422, 429),
        },
        config: writeLimit,
      },
      async (req) =>
        ok(await createChallenge(ctx, userOf(req), req.body, languageOf(req)), 'Challenge sent'),
    );
    app.get(
      '/challenge/list',
      {
        schema: {
          tags,
          summary: 'Challenges sent and received, newest first',
          response: replies(ZChallengeListReply),
        },
      },
      async (req) => ok(await listChallenges(ctx, userOf(req), languageOf(req))),
    );
    app.post(
      '/challenge/accept',
      {
        schema: {
          tags,
          summary: 'Accept a challenge: escrows the same bet',
          body: ZChallengeIdRequest,
          response: replies(ZChallengeActionReply, 400, 402, 404, 409, 422, 429),
        },
        config: writeLimit,
      },
      async (req) =>
        ok(
          await acceptChallenge(ctx, userOf(req), req.body.challenge_id, languageOf(req)),
          'Challenge accepted',
        ),
    );
    app.post(
      '/challenge/reject',
      {
        schema: {
          tags,
          summary: "Decline a challenge: the challenger's bet is refunded",
          body: ZChallengeIdRequest,
          response: replies(ZChallengeActionReply, 400, 404, 409, 422, 429),
        },
        config: writeLimit,
      },
      async (req) =>
        ok(
          await rejectChallenge(ctx, userOf(req), req.body.challenge_id, languageOf(req)),
          'Challenge declined',
        ),
    );
    app.post(
      '/challenge/cancel',
      {
        schema: {
          tags,
          summary: 'Withdraw a challenge nobody answered yet: the bet is refunded',
          body: ZChallengeIdRequest,
          response: replies(ZChallengeActionReply, 400, 404, 409, 422, 429),
        },
        config: writeLimit,
      },
      async (req) =>
        ok(
          await cancelChallenge(ctx, userOf(req), req.body.challenge_id, languageOf(req)),
          'Challenge cancelled',
        ),
    );
    app.post(
      '/challenge/start',
      {
        schema: {
          tags,
          summary: "Start (or resume) the player's game of an accepted challenge",
          body: ZChallengeIdRequest,
          response: replies(ZChallengeGame, 400, 404, 409, 422, 429),
        },
        config: writeLimit,
      },
      async (req) =>
        ok(
          await startChallengeGame(ctx, userOf(req), req.body.challenge_id, languageOf(req)),
          'Challenge started',
        ),
    );
    app.get(
      '/challenge/game/:game_id',
      {
        schema: {
          tags,
          summary: 'The state of a challenge game, to resume after a reload',
          params: ZChallengeGameParams,
          response: replies(ZChallengeGame, 404, 422),
        },
      },
      async (req) =>
        ok(await getChallengeGame(ctx, userOf(req), req.params.game_id, languageOf(req))),
    );
    app.post(
      '/challenge/submit',
      {
        schema: {
          tags,
          summary: 'Answer the question on screen by the server clock; serves the next one',
          body: ZChallengeSubmitRequest,
          response: replies(ZChallengeSubmitReply, 400, 404, 409, 422, 429),
        },
        config: writeLimit,
      },
      async (req) => {
        const reply = await submitChallengeAnswer(ctx, userOf(req), req.body, languageOf(req));
        return ok(
          reply,
          reply.timed_out ? 'Time is up' : reply.is_correct ? 'Correct answer' : 'Wrong answer',
        );
      },
    );
    app.post(
      '/challenge/result',
      {
        schema: {
          tags,
          summary: 'One challenge, with who won once both have played',
          body: ZChallengeIdRequest,
          response: replies(ZChallengeReply, 400, 404, 422),
        },
      },
      async (req) =>
        ok(await challengeResult(ctx, userOf(req), req.body.challenge_id, languageOf(req))),
    );
  };
