import { lazyRoute } from './lazy-route';

// One chunk per screen (route-level code splitting keeps the entry small on 3G). The screens
// players land on have their strings in the entry (firstScreen); the others bring theirs.
export const LoginRoute = lazyRoute(
  () => import('@web/features/auth/routes/login-route'),
  'LoginRoute',
  { firstScreen: true },
);
// first-screen.ts preloads these two before React renders.
export const QuizHomeRoute = lazyRoute(
  () => import('@web/features/home/routes/quiz-home-route'),
  'QuizHomeRoute',
  { firstScreen: true },
);
export const DashboardRoute = lazyRoute(
  () => import('@web/features/dashboard/routes/dashboard-route'),
  'DashboardRoute',
  { firstScreen: true },
);
export const NotFoundRoute = lazyRoute(
  () => import('@web/features/not-found/routes/not-found-route'),
  'NotFoundRoute',
);
export const ChallengeListRoute = lazyRoute(
  () => import('@web/features/challenges/routes/challenge-list-route'),
  'ChallengeListRoute',
);
export const ChallengeFriendRoute = lazyRoute(
  () => import('@web/features/challenges/routes/challenge-friend-route'),
  'ChallengeFriendRoute',
);
export const ProfileRoute = lazyRoute(
  () => import('@web/features/profile/routes/profile-route'),
  'ProfileRoute',
);
export const EditProfileRoute = lazyRoute(
  () => import('@web/features/profile/routes/edit-profile-route'),
  'EditProfileRoute',
);
export const PurchaseHistoryRoute = lazyRoute(
  () => import('@web/features/purchase-history/routes/purchase-history-route'),
  'PurchaseHistoryRoute',
);
export const SettingsRoute = lazyRoute(
  () => import('@web/features/settings/routes/settings-route'),
  'SettingsRoute',
);
export const NotificationsRoute = lazyRoute(
  () => import('@web/features/notifications/routes/notifications-route'),
  'NotificationsRoute',
);
export const LeaderboardRoute = lazyRoute(
  () => import('@web/features/leaderboard/routes/leaderboard-route'),
  'LeaderboardRoute',
);
export const StoreRoute = lazyRoute(
  () => import('@web/features/store/routes/store-route'),
  'StoreRoute',
);
export const TournamentBundleRoute = lazyRoute(
  () => import('@web/features/store/routes/tournament-bundle-route'),
  'TournamentBundleRoute',
);
export const FriendsRoute = lazyRoute(
  () => import('@web/features/friends/routes/friends-route'),
  'FriendsRoute',
);
export const SelectFriendsRoute = lazyRoute(
  () => import('@web/features/friends/routes/select-friends-route'),
  'SelectFriendsRoute',
);
export const FindFriendsRoute = lazyRoute(
  () => import('@web/features/friends/routes/find-friends-route'),
  'FindFriendsRoute',
);
export const TournamentDetailsRoute = lazyRoute(
  () => import('@web/features/tournaments/routes/tournament-details-route'),
  'TournamentDetailsRoute',
);
export const TournamentPlayRoute = lazyRoute(
  () => import('@web/features/tournaments/routes/tournament-play-route'),
  'TournamentPlayRoute',
);
export const RankingBestAllRoute = lazyRoute(
  () => import('@web/features/tournaments/routes/ranking-best-all-route'),
  'RankingBestAllRoute',
);
export const TopicListRoute = lazyRoute(
  () => import('@web/features/topics/routes/topic-list-route'),
  'TopicListRoute',
);
export const TopicDetailsRoute = lazyRoute(
  () => import('@web/features/topics/routes/topic-details-route'),
  'TopicDetailsRoute',
);
export const CategoryListRoute = lazyRoute(
  () => import('@web/features/topics/routes/category-list-route'),
  'CategoryListRoute',
);
export const CategorySubListRoute = lazyRoute(
  () => import('@web/features/topics/routes/category-sub-list-route'),
  'CategorySubListRoute',
);
export const GamePlayRoute = lazyRoute(
  () => import('@web/features/topics/routes/game-play-route'),
  'GamePlayRoute',
);
export const PaymentMethodRoute = lazyRoute(
  () => import('@web/features/payments/routes/payment-method-route'),
  'PaymentMethodRoute',
);
export const BattleRoute = lazyRoute(
  () => import('@web/features/battles/routes/battle-route'),
  'BattleRoute',
);
export const BattleHistoryRoute = lazyRoute(
  () => import('@web/features/battles/routes/battle-history-route'),
  'BattleHistoryRoute',
);
export const BadgesRoute = lazyRoute(
  () => import('@web/features/retention/routes/badges-route'),
  'BadgesRoute',
);
