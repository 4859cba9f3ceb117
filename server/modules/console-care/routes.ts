import { consoleCareEndpoints as e } from '@contract/endpoints/console-care';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import type { Routes } from '../../lib/plugin';
import { listAudit } from '../console';
import {
  adjustWallet,
  blockPlayer,
  resetPlayerAvatar,
  resetPlayerName,
  unblockPlayer,
  unsubscribePlayer,
} from './actions';
import { decideCredit, pendingApprovals } from './approvals';
import {
  battlesPage,
  challengesPage,
  entriesPage,
  gamesPage,
  ledgerPage,
  playerPage,
  playerProfile,
  searchPlayers,
} from './player-page';

/** Customer care: subscriber look-up, their page, and staff actions on them. */
export const consoleCareRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    register(app, ctx, e.searchPlayers, async ({ query }) =>
      ok(await searchPlayers(ctx.db, query.q)),
    );
    register(app, ctx, e.getPlayer, async ({ params }) => ok(await playerPage(ctx.db, params.id)));
    register(app, ctx, e.playerLedger, async ({ params, query }) =>
      ok(await ledgerPage(ctx.db, params.id, query)),
    );
    register(app, ctx, e.playerGames, async ({ params, query }) =>
      ok(await gamesPage(ctx.db, params.id, query)),
    );
    register(app, ctx, e.playerEntries, async ({ params, query }) =>
      ok(await entriesPage(ctx.db, params.id, query)),
    );
    register(app, ctx, e.playerChallenges, async ({ params, query }) =>
      ok(await challengesPage(ctx.db, params.id, query)),
    );
    register(app, ctx, e.playerBattles, async ({ params, query }) =>
      ok(await battlesPage(ctx.db, params.id, query)),
    );
    register(app, ctx, e.playerAudit, async ({ params, query }) => {
      await playerProfile(ctx.db, params.id);
      return ok(
        await listAudit(
          ctx.db,
          { ...query, target: `player:${params.id}` },
          { exactTarget: true, timeZone: ctx.config.timezone },
        ),
      );
    });
    register(app, ctx, e.adjustWallet, async ({ staff, params, body }) => {
      const done = await adjustWallet(ctx, staff, params.id, body);
      return ok(done, done.approval ? 'Credit awaits a second admin' : 'Wallet adjusted');
    });
    register(app, ctx, e.blockPlayer, async ({ staff, params, body }) =>
      ok(await blockPlayer(ctx, staff, params.id, body.reason), 'Player blocked'),
    );
    register(app, ctx, e.unblockPlayer, async ({ staff, params, body }) =>
      ok(await unblockPlayer(ctx, staff, params.id, body.reason), 'Player unblocked'),
    );
    register(app, ctx, e.unsubscribePlayer, async ({ staff, params, body }) =>
      ok(
        await unsubscribePlayer(ctx, staff, params.id, body.subscription_id, body.reason),
        'Renewal stopped; the paid period is kept',
      ),
    );
    register(app, ctx, e.resetPlayerName, async ({ staff, params, body }) =>
      ok(await resetPlayerName(ctx, staff, params.id, body.reason), 'Name reset'),
    );
    register(app, ctx, e.resetPlayerAvatar, async ({ staff, params, body }) =>
      ok(await resetPlayerAvatar(ctx, staff, params.id, body.reason), 'Picture removed'),
    );
    register(app, ctx, e.walletApprovals, async () => ok(await pendingApprovals(ctx.db)));
    register(app, ctx, e.approveWalletCredit, async ({ staff, params, body }) =>
      ok(await decideCredit(ctx, staff, params.id, 'approved', body.reason), 'Credit approved'),
    );
    register(app, ctx, e.declineWalletCredit, async ({ staff, params, body }) =>
      ok(await decideCredit(ctx, staff, params.id, 'declined', body.reason), 'Credit declined'),
    );
  };
