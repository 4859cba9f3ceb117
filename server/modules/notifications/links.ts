import type { NotificationKind } from './texts';

type Params = Record<string, unknown>;

const id = (p: Params, key: string) => {
  const value = p[key];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
};

const tournament = (tournamentId: number | null) =>
  tournamentId === null ? null : `/tournament-details?tournament_id=${tournamentId}`;

/**
 * Where tapping a notification takes the reader: an in-app path (product-spec §2 routes and
 * query parameters), or null for kinds with no one subject (the daily update, kinds this table
 * does not know). It is worked out here, beside the kinds and the parameters they store,
 * so the app needs no copy of either; a row whose subject id is missing leads nowhere.
 */
const links: Record<NotificationKind, (p: Params) => string | null> = {
  challenge_received: () => '/challenge-list',
  // The battle screen, which offers this invitation to accept while it lasts.
  battle_invite: (p) => {
    const inviteId = id(p, 'invite_id');
    return inviteId === null ? '/battle' : `/battle?invite=${inviteId}`;
  },
  challenge_accepted: () => '/challenge-list',
  challenge_rejected: () => '/challenge-list',
  challenge_expired: () => '/challenge-list',
  challenge_settled: () => '/challenge-list',
  // The request waits in the incoming tab; an accepted one made them friends.
  friend_request_received: () => '/friends?type=incoming_requests',
  friend_request_accepted: () => '/friends?type=friends',
  pack_renewed: () => '/purchase-history',
  // The text sends the player to the store to subscribe again.
  pack_lapsed: () => '/store',
  pack_price_change: () => '/purchase-history',
  tournament_result: (p) => tournament(id(p, 'tournament_id')),
  new_tournament: (p) => tournament(id(p, 'tournament_id')),
  tournament_reminder: (p) => tournament(id(p, 'tournament_id')),
  new_topic: (p) => {
    const topicId = id(p, 'topic_id');
    // Topic fixed as "Top Topics" as the app's own topic links; the screen reads the category.
    return topicId === null
      ? null
      : `/topic-details?topic_id=${topicId}&topic=Top%20Topics&category_name=`;
  },
  // A summary of several: the screens that list them.
  new_tournaments: () => '/dashboard',
  new_topics: () => '/quiz-home',
  daily_update: () => null,
  // A thank-you: the question may be retired, and a game is no place to look one up.
  question_report_thanks: () => null,
  badge_earned: () => '/badges',
  level_up: () => '/profile',
  streak_reminder: () => '/dashboard',
};

/** The in-app path a notification row leads to, or null when it leads nowhere. */
export function notificationLink(row: { kind: string; data: Params | null }): string | null {
  const link = Object.hasOwn(links, row.kind) ? links[row.kind as NotificationKind] : undefined;
  return link ? link(row.data ?? {}) : null;
}
