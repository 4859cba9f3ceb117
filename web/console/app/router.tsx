import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { AccountScreen } from '../features/account/account-screen';
import { AuditScreen } from '../features/audit/audit-screen';
import { ImportScreen } from '../features/import/import-screen';
import { ReportsScreen } from '../features/reports/reports-screen';
import { PromotionsScreen } from '../features/promotions/promotions-screen';
import { CarePlayerScreen } from '../features/care/player-screen';
import { CareSearchScreen } from '../features/care/search-screen';
import { BankScreen } from '../features/content/bank-screen';
import { ContentScreen } from '../features/content/content-screen';
import { QuestionScreen } from '../features/content/question-editor';
import { TopicScreen } from '../features/content/topic-screen';
import { AttemptScreen } from '../features/fairplay/attempt-screen';
import { PlayerScreen } from '../features/fairplay/player-screen';
import { QueueScreen } from '../features/fairplay/queue-screen';
import { SignInScreen } from '../features/sign-in/sign-in-screen';
import { StaffScreen } from '../features/staff/staff-screen';
import { PackFormScreen } from '../features/packs/pack-form';
import { PacksScreen } from '../features/packs/packs-screen';
import { ResultsScreen } from '../features/tournaments/results-screen';
import { TemplateFormScreen } from '../features/tournaments/template-form';
import { TournamentFormScreen } from '../features/tournaments/tournament-form';
import { TournamentsScreen } from '../features/tournaments/tournaments-screen';
import { LoadingState } from '../ui/query-state';
import { Overview } from './overview';
import { RequireRole, Shell } from './shell';

// Only the analytics screen loads the charting library: its own chunk, fetched when opened.
const AnalyticsScreen = lazy(() =>
  import('../features/analytics/analytics-screen').then((m) => ({ default: m.AnalyticsScreen })),
);

const RetentionScreen = lazy(() =>
  import('../features/analytics/retention-screen').then((m) => ({ default: m.RetentionScreen })),
);
// The badge catalogue is its own bundle too: few staff open it.
const BadgesScreen = lazy(() =>
  import('../features/badges/badges-screen').then((m) => ({ default: m.BadgesScreen })),
);
const BadgeFormScreen = lazy(() =>
  import('../features/badges/badge-form').then((m) => ({ default: m.BadgeFormScreen })),
);

export const router = createBrowserRouter(
  [
    { path: '/sign-in', element: <SignInScreen /> },
    {
      path: '/',
      element: <Shell />,
      children: [
        { index: true, element: <Overview /> },
        {
          path: 'staff',
          element: (
            <RequireRole section="staff">
              <StaffScreen />
            </RequireRole>
          ),
        },
        {
          path: 'promotions',
          element: (
            <RequireRole section="promotions">
              <PromotionsScreen />
            </RequireRole>
          ),
        },
        {
          path: 'audit',
          element: (
            <RequireRole section="audit">
              <AuditScreen />
            </RequireRole>
          ),
        },
        ...[
          { path: 'content', element: <ContentScreen /> },
          { path: 'content/questions', element: <BankScreen /> },
          { path: 'content/topics/:id', element: <TopicScreen /> },
          { path: 'content/topics/:topicId/questions/new', element: <QuestionScreen /> },
          { path: 'content/questions/:id', element: <QuestionScreen /> },
        ].map((route) => ({
          ...route,
          element: <RequireRole section="content">{route.element}</RequireRole>,
        })),
        {
          path: 'fairplay',
          element: (
            <RequireRole section="fairplay">
              <QueueScreen />
            </RequireRole>
          ),
        },
        {
          path: 'fairplay/attempts/:id',
          element: (
            <RequireRole section="fairplay">
              <AttemptScreen />
            </RequireRole>
          ),
        },
        {
          path: 'fairplay/players/:id',
          element: (
            <RequireRole section="fairplay">
              <PlayerScreen />
            </RequireRole>
          ),
        },
        {
          path: 'tournaments',
          element: (
            <RequireRole section="tournaments">
              <TournamentsScreen />
            </RequireRole>
          ),
        },
        {
          path: 'tournaments/new',
          element: (
            <RequireRole section="tournaments">
              <TournamentFormScreen />
            </RequireRole>
          ),
        },
        {
          path: 'tournaments/:id/edit',
          element: (
            <RequireRole section="tournaments">
              <TournamentFormScreen />
            </RequireRole>
          ),
        },
        {
          path: 'tournaments/:id/results',
          element: (
            <RequireRole section="tournaments">
              <ResultsScreen />
            </RequireRole>
          ),
        },
        {
          path: 'tournaments/templates/:id',
          element: (
            <RequireRole section="tournaments">
              <TemplateFormScreen />
            </RequireRole>
          ),
        },
        {
          path: 'packs',
          element: (
            <RequireRole section="packs">
              <PacksScreen />
            </RequireRole>
          ),
        },
        {
          path: 'packs/:id',
          element: (
            <RequireRole section="packs">
              <PackFormScreen />
            </RequireRole>
          ),
        },
        {
          path: 'analytics',
          element: (
            <RequireRole section="analytics">
              <Suspense fallback={<LoadingState />}>
                <AnalyticsScreen />
              </Suspense>
            </RequireRole>
          ),
        },
        ...[
          { path: 'analytics/retention', section: 'analytics', element: <RetentionScreen /> },
          { path: 'badges', section: 'badges', element: <BadgesScreen /> },
          { path: 'badges/:id', section: 'badges', element: <BadgeFormScreen /> },
        ].map(({ path, section, element }) => ({
          path,
          element: (
            <RequireRole section={section as 'analytics' | 'badges'}>
              <Suspense fallback={<LoadingState />}>{element}</Suspense>
            </RequireRole>
          ),
        })),
        {
          path: 'care',
          element: (
            <RequireRole section="care">
              <CareSearchScreen />
            </RequireRole>
          ),
        },
        {
          path: 'care/players/:id',
          element: (
            <RequireRole section="care">
              <CarePlayerScreen />
            </RequireRole>
          ),
        },
        {
          path: 'import',
          element: (
            <RequireRole section="import">
              <ImportScreen />
            </RequireRole>
          ),
        },
        {
          path: 'reports',
          element: (
            <RequireRole section="reports">
              <ReportsScreen />
            </RequireRole>
          ),
        },
        { path: 'account', element: <AccountScreen /> },
        { path: '*', element: <Overview /> },
      ],
    },
  ],
  { basename: '/console' },
);
