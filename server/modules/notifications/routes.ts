import {
  ZMarkReadRequest,
  ZNotificationsReply,
  ZPromotionsReply,
  ZUnreadCountReply,
} from '@contract/notifications';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/language';
import type { Routes } from '../../lib/plugin';
import { replies } from '../../lib/replies';
import { userOf } from '../auth/guard';
import { getUnreadCount, listNotifications, listPromotions, markRead } from './service';

const tags = ['Notifications'];

export const notificationRoutes =
  (ctx: AppContext): Routes =>
  async (app) => {
    app.get(
      '/notifications',
      {
        schema: {
          tags,
          summary: "The player's notifications, newest first, with read state and unread count",
          response: replies(ZNotificationsReply),
        },
      },
      async (req) => ok(await listNotifications(ctx, userOf(req), languageOf(req))),
    );

    app.get(
      '/notifications/unread-count',
      {
        schema: {
          tags,
          summary: 'How many notifications the player has not read (the bottom-menu badge)',
          response: replies(ZUnreadCountReply),
        },
      },
      async (req) => ok(await getUnreadCount(ctx, userOf(req))),
    );

    app.post(
      '/notifications/read',
      {
        schema: {
          tags,
          summary: 'Mark the named notifications, or all of them, as read',
          body: ZMarkReadRequest,
          response: replies(ZUnreadCountReply, 400, 422),
        },
      },
      async (req) => ok(await markRead(ctx, userOf(req), req.body.ids), 'Marked as read'),
    );

    app.get(
      '/promotions',
      {
        schema: {
          tags,
          summary: 'Promotions running now, in the reader’s language',
          response: replies(ZPromotionsReply),
        },
      },
      async (req) => ok(await listPromotions(ctx, languageOf(req))),
    );
  };
