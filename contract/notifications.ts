import { z } from 'zod';
import { ZId } from './envelope';

/** product-spec §3: id, title, datetime, body; in the reader's language. */
const ZMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** ISO 8601 instant; the app shows it in the reader's language and digits. */
  datetime: z.string(),
});

const ZNotification = ZMessage.extend({
  /** What produced it (tournament_result, new_tournament, new_topic, daily_update…). */
  kind: z.string(),
  read: z.boolean(),
  /**
   * The in-app path of what it is about (/challenge-list, /tournament-details?tournament_id=…),
   * or null when there is nothing to open (a daily update). The server works it out from the
   * kind and what the row stored, so the app needs no table of kinds.
   */
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof ZNotification>;

export const ZNotificationsReply = z.object({
  notifications: z.array(ZNotification),
  unread_count: z.number().int(),
});
export type NotificationsReply = z.infer<typeof ZNotificationsReply>;

/** Marks these (the player's own) as read, or every unread one when ids is left out. */
export const ZMarkReadRequest = z.object({
  ids: z
    .array(ZId, { error: 'must be a list of ids' })
    .min(1, 'must name at least one id')
    .max(100, 'must name at most 100 ids')
    .optional(),
});

export const ZUnreadCountReply = z.object({ unread_count: z.number().int() });

const ZPromotion = ZMessage;
export type Promotion = z.infer<typeof ZPromotion>;
export const ZPromotionsReply = z.object({ promotions: z.array(ZPromotion) });
export type PromotionsReply = z.infer<typeof ZPromotionsReply>;
