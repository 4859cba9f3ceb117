import { tournamentEndpoints as e } from '@contract/endpoints/tournaments';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import { tournamentDetails, tournamentRanking } from './details';
import { fiftyFifty, getAnswer } from './lifelines';
import { getAttempt, startAttempt, submitTournamentAnswer } from './play';
import { reviewAnswers } from './answer-review';
import { listUpcoming, setReminder } from './reminders';
import { listFinished, listRunning, listRunningWithTop } from './service';
import { answerMessage } from '../engine';

export const tournamentRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(app, ctx, e.dailyTournaments, async ({ req }) =>
      ok({ tournaments: await listRunning(ctx, 'DAILY', languageOf(req), { upcoming: true }) }),
    );
    register(app, ctx, e.megaTournaments, async ({ req }) =>
      ok({ tournaments: await listRunning(ctx, 'MEGA', languageOf(req), { upcoming: true }) }),
    );
    register(app, ctx, e.upcomingTournaments, async ({ req, user, query }) =>
      ok({ tournaments: await listUpcoming(ctx, user.id, query.type, languageOf(req)) }),
    );
    register(app, ctx, e.tournamentReminder, async ({ user, body }) => {
      const reply = await setReminder(ctx, user, body);
      return ok(reply, reply.reminded ? 'Reminder set' : 'Reminder off');
    });
    register(app, ctx, e.tournamentReview, async ({ req, user, query }) =>
      ok(await reviewAnswers(ctx, user, query.tournament_id, languageOf(req))),
    );
    register(app, ctx, e.runningTournaments, async ({ req, user, query }) =>
      ok({ tournaments: await listRunningWithTop(ctx, user.id, query.type, languageOf(req)) }),
    );
    register(app, ctx, e.finishedTournaments, async ({ req, user, query }) =>
      ok({ tournaments: await listFinished(ctx, user.id, query.type, languageOf(req)) }),
    );
    register(app, ctx, e.tournamentDetails, async ({ req, user, body }) =>
      ok(await tournamentDetails(ctx, user, body.tournament_id, languageOf(req))),
    );
    register(app, ctx, e.tournamentRanking, async ({ user, body }) =>
      ok(await tournamentRanking(ctx, user, body)),
    );
    register(app, ctx, e.startTournament, async ({ req, user, body }) =>
      ok(await startAttempt(ctx, user, body.tournament_id, languageOf(req)), 'Tournament started'),
    );
    register(app, ctx, e.tournamentGame, async ({ req, user, params }) =>
      ok(await getAttempt(ctx, user, params.game_id, languageOf(req))),
    );
    register(app, ctx, e.submitTournamentAnswer, async ({ req, user, body }) => {
      const reply = await submitTournamentAnswer(ctx, user, body, languageOf(req));
      return ok(reply, answerMessage(reply));
    });
    register(app, ctx, e.tournamentFiftyFifty, async ({ user, body }) =>
      ok(await fiftyFifty(ctx, user, body)),
    );
    register(app, ctx, e.tournamentGetAnswer, async ({ user, body }) =>
      ok(await getAnswer(ctx, user, body)),
    );
  };

/** The running lists for the signed-out home (public/routes.ts mounts them). */
export const publicTournamentRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(app, ctx, e.publicDailyTournaments, async ({ req }) =>
      ok({ tournaments: await listRunning(ctx, 'DAILY', languageOf(req)) }),
    );
    register(app, ctx, e.publicMegaTournaments, async ({ req }) =>
      ok({ tournaments: await listRunning(ctx, 'MEGA', languageOf(req)) }),
    );
  };
