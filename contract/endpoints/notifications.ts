import { declareEndpoints } from '../endpoint';
import * as routes from '../routes/notifications';
import {
  ZMarkReadRequest,
  ZNotificationsReply,
  ZPromotionsReply,
  ZUnreadCountReply,
} from '../notifications';

export const notificationsEndpoints = declareEndpoints('Notifications', routes, {
  notifications: {
    access: 'player',
    summary: "The player's notifications, newest first, with read state and unread count",
    reply: ZNotificationsReply,
    refusals: [],
  },
  unreadCount: {
    access: 'player',
    summary: 'How many notifications the player has not read (the bottom-menu badge)',
    reply: ZUnreadCountReply,
    refusals: [],
  },
  markRead: {
    access: 'player',
    summary: 'Mark the named notifications, or all of them, as read',
    body: ZMarkReadRequest,
    reply: ZUnreadCountReply,
    refusals: [400, 422],
  },
  promotions: {
    access: 'player',
    summary: 'Promotions running now, in the reader’s language',
    reply: ZPromotionsReply,
    refusals: [],
  },
});
