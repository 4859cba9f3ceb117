import { notificationsEndpoints as e } from '@contract/endpoints/notifications';
import type { AppContext } from '../../context';
import { register } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import {
  getUnreadCount,
  listNotifications,
  listPromotions,
  markRead,
  type StandingOf,
} from './service';

export const notificationRoutes =
  (ctx: AppContext, standingOf: StandingOf): Routes =>
  async (app) => {
    register(app, ctx, e.notifications, async ({ req, user }) =>
      ok(await listNotifications(ctx, user, languageOf(req))),
    );

    register(app, ctx, e.unreadCount, async ({ user }) => ok(await getUnreadCount(ctx, user)));

    register(app, ctx, e.markRead, async ({ user, body }) =>
      ok(await markRead(ctx, user, body.ids), 'Marked as read'),
    );

    register(app, ctx, e.promotions, async ({ req, user }) =>
      ok(await listPromotions(ctx, user, languageOf(req), standingOf)),
    );
  };
