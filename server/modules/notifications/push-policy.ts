import type { DbOrTx } from '../../db/client';
import { type PushRequest, type PushSetting, queuePushes } from '../push';
import { notificationLink } from './links';
import { renderNotification, type NotificationKind } from './texts';

/**
 * Which notifications also reach the player's devices (game-rules "Push notifications"):
 * personal events at once; reminders only with their setting on and, in the quiet hours, from
 * 08:00. Other kinds stay in the app.
 */
const POLICY: Partial<Record<NotificationKind, { reminder: boolean; setting?: PushSetting }>> = {
  friend_request_received: { reminder: false },
  challenge_received: { reminder: false },
  challenge_settled: { reminder: false },
  battle_invite: { reminder: false },
  tournament_reminder: { reminder: true, setting: 'newTournament' },
  streak_reminder: { reminder: true, setting: 'dailyUpdates' },
};

type Row = { userId: number; kind: string; data: Record<string, unknown> | null };

/** Queues the pushes of notifications just written (a failure to push later never fails them). */
export async function pushNotices(tx: DbOrTx, rows: Row[]): Promise<void> {
  const now = new Date();
  for (const reminder of [false, true]) {
    const bySetting = new Map<PushSetting | undefined, PushRequest[]>();
    for (const row of rows) {
      const policy = POLICY[row.kind as NotificationKind];
      if (!policy || policy.reminder !== reminder) continue;
      const stored = { kind: row.kind, title: '', body: '', data: row.data };
      const list = bySetting.get(policy.setting) ?? [];
      list.push({
        userId: row.userId,
        kind: row.kind,
        url: notificationLink(row) ?? '/notifications',
        text: { en: renderNotification(stored, 'en'), mm: renderNotification(stored, 'mm') },
      });
      bySetting.set(policy.setting, list);
    }
    for (const [setting, requests] of bySetting) {
      await queuePushes(tx, requests, {
        at: now,
        quiet: reminder,
        ...(setting ? { setting } : {}),
      });
    }
  }
}
