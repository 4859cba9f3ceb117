import { Navigate, Route, Routes } from 'react-router';
import { RequireAuth } from './require-auth';
import * as screens from './routes';

/** Every route of product-spec §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/login" replace />} />
      <Route path="/login" element={<screens.LoginRoute />} />
      <Route path="/quiz-home" element={<screens.QuizHomeRoute />} />
      <Route element={<RequireAuth />}>
        <Route path="/dashboard" element={<screens.DashboardRoute />} />
        <Route path="/challenge-list" element={<screens.ChallengeListRoute />} />
        <Route path="/profile" element={<screens.ProfileRoute />} />
        <Route path="/edit-profile" element={<screens.EditProfileRoute />} />
        <Route path="/purchase-history" element={<screens.PurchaseHistoryRoute />} />
        <Route path="/settings" element={<screens.SettingsRoute />} />
        <Route path="/badges" element={<screens.BadgesRoute />} />
        <Route path="/notifications" element={<screens.NotificationsRoute />} />
        <Route path="/leaderboard" element={<screens.LeaderboardRoute />} />
        <Route path="/store" element={<screens.StoreRoute />} />
        <Route path="/friends" element={<screens.FriendsRoute />} />
        <Route path="/select-friends" element={<screens.SelectFriendsRoute />} />
        <Route path="/find-friends" element={<screens.FindFriendsRoute />} />
        <Route path="/challenge-friend" element={<screens.ChallengeFriendRoute />} />
        <Route path="/tournament-details" element={<screens.TournamentDetailsRoute />} />
        <Route path="/tournament-play/:id" element={<screens.TournamentPlayRoute />} />
        <Route path="/ranking-best-all" element={<screens.RankingBestAllRoute />} />
        <Route path="/tournament-bundle" element={<screens.TournamentBundleRoute />} />
        <Route path="/topic-list" element={<screens.TopicListRoute />} />
        <Route path="/topic-details" element={<screens.TopicDetailsRoute />} />
        <Route path="/category-list" element={<screens.CategoryListRoute />} />
        <Route path="/category-sub-list" element={<screens.CategorySubListRoute />} />
        <Route path="/game-play/:id" element={<screens.GamePlayRoute />} />
        <Route path="/payment-method" element={<screens.PaymentMethodRoute />} />
        <Route path="/battle" element={<screens.BattleRoute />} />
        <Route path="/battle-history" element={<screens.BattleHistoryRoute />} />
      </Route>
      <Route path="*" element={<screens.NotFoundRoute />} />
    </Routes>
  );
}
