import { consoleEventsEndpoints as e } from '@contract/endpoints/console-events';
import type { AppContext, StaffUser } from '../../context';
import type { AuditHook } from '../../lib/audit-hook';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import { recordAudit } from '../console';
import { listConsolePacks, updatePack } from '../packs';
import {
  calendar,
  cancelUpcoming,
  consoleTournamentById,
  createOneOff,
  endedTournaments,
  frozenResults,
  listTemplates,
  markPrizeDelivered,
  tournamentTopics,
  updateTemplate,
  updateUpcoming,
  winners,
} from '../tournaments';

/** The staff member's audit row, written by the owner inside its change's transaction. */
const auditAs =
  (staff: StaffUser, reason: string): AuditHook =>
  (tx, change) =>
    recordAudit(tx, staff, { ...change, reason });

/** The console's tournaments and packs (editor and admin write; analysts read). */
export const consoleEventsRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(app, ctx, e.listTournamentTemplates, async () => ok(await listTemplates(ctx)));
    register(app, ctx, e.updateTournamentTemplate, async ({ staff, params, body }) => {
      const { reason, ...change } = body;
      return ok(
        await updateTemplate(ctx, params.id, change, auditAs(staff, reason)),
        'Template saved',
      );
    });
    register(app, ctx, e.listTournamentTopics, async () => ok(await tournamentTopics(ctx)));
    register(app, ctx, e.tournamentCalendar, async ({ query }) => ok(await calendar(ctx, query)));
    register(app, ctx, e.endedTournaments, async () => ok(await endedTournaments(ctx)));
    register(app, ctx, e.createTournament, async ({ staff, body }) => {
      const { reason, ...change } = body;
      return ok(await createOneOff(ctx, change, auditAs(staff, reason)), 'Tournament scheduled');
    });
    register(app, ctx, e.getTournament, async ({ params }) =>
      ok(await consoleTournamentById(ctx, params.id)),
    );
    register(app, ctx, e.updateTournament, async ({ staff, params, body }) => {
      const { reason, ...change } = body;
      return ok(
        await updateUpcoming(ctx, params.id, change, auditAs(staff, reason)),
        'Tournament saved',
      );
    });
    register(app, ctx, e.cancelTournament, async ({ staff, params, body }) =>
      ok(await cancelUpcoming(ctx, params.id, auditAs(staff, body.reason)), 'Tournament cancelled'),
    );
    register(app, ctx, e.tournamentResults, async ({ params }) =>
      ok(await frozenResults(ctx, params.id)),
    );
    register(app, ctx, e.tournamentWinners, async ({ params }) =>
      ok(await winners(ctx, params.id)),
    );
    register(app, ctx, e.markPrizeDelivered, async ({ staff, params, body }) =>
      ok(
        {
          winner: await markPrizeDelivered(
            ctx,
            staff,
            { tournamentId: params.id, userId: body.user_id },
            auditAs(staff, body.reason),
          ),
        },
        'Prize marked delivered',
      ),
    );
    register(app, ctx, e.listConsolePacks, async () => ok(await listConsolePacks(ctx)));
    register(app, ctx, e.updateConsolePack, async ({ staff, params, body }) => {
      const { reason, ...change } = body;
      return ok(await updatePack(ctx, params.id, change, auditAs(staff, reason)), 'Pack saved');
    });
  };
