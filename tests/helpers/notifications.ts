import type { Notification, NotificationsReply } from '@contract/notifications';
import type { App } from '../../server/app';
import { type Player, type Reply, request } from './client';

/** The player's notifications list as a reader of `lang` gets it (the web app's header for mm). */
export const notificationsIn = (
  app: App,
  player: Player,
  lang: 'en' | 'mm',
): Promise<Reply<NotificationsReply>> =>
  request<NotificationsReply>(app, 'GET', '/api/v2.0/notifications', {
    token: player.token,
    headers: lang === 'mm' ? { 'accept-language': 'my' } : {},
  });

/** The newest notification of this kind in the player's list, as a reader of `lang` sees it. */
export async function notificationIn(
  app: App,
  player: Player,
  lang: 'en' | 'mm',
  kind: string,
): Promise<Pick<Notification, 'title' | 'body'> | undefined> {
  const found = (await notificationsIn(app, player, lang)).body.data.notifications.find(
    (n) => n.kind === kind,
  );
  return found && { title: found.title, body: found.body };
}
