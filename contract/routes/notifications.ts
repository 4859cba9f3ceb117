import type { PlayerRoute } from '../endpoint';
import type * as S from '../notifications';

export const notifications = 'GET /api/v2.0/notifications' as PlayerRoute<{
  reply: typeof S.ZNotificationsReply;
}>;
export const unreadCount = 'GET /api/v2.0/notifications/unread-count' as PlayerRoute<{
  reply: typeof S.ZUnreadCountReply;
}>;
export const markRead = 'POST /api/v2.0/notifications/read' as PlayerRoute<{
  body: typeof S.ZMarkReadRequest;
  reply: typeof S.ZUnreadCountReply;
}>;
export const promotions = 'GET /api/v2.0/promotions' as PlayerRoute<{
  reply: typeof S.ZPromotionsReply;
}>;
