import type { Notification } from '@contract/notifications';
import { notifications } from '@contract/routes/notifications';
import type { App } from '../../server/app';
import { bearer, call } from './call';
import type { Player } from './client';

/** The player's notifications list as a reader of `lang` gets it (the web app's header for mm). */
export const notificationsIn = (app: App, player: Player, lang: 'en' | 'mm') =>
  call(app, notifications, {
    // Only the token, not the player's own language: the reader's language is `lang`.
    headers: { ...bearer(player.token), ...(lang === 'mm' && { 'accept-language': 'my' }) },
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
