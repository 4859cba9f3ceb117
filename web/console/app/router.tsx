import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { AccountScreen } from '../features/account/account-screen';
import { AuditScreen } from '../features/audit/audit-screen';
import { SignInScreen } from '../features/sign-in/sign-in-screen';
import { StaffScreen } from '../features/staff/staff-screen';
import { Overview } from './overview';
import { LoadingState } from '../ui/query-state';
import { RequireRole, Shell } from './shell';

// Only the analytics screen loads the charting library: its own chunk, fetched when opened.
const AnalyticsScreen = lazy(() =>
  import('../features/analytics/analytics-screen').then((m) => ({ default: m.AnalyticsScreen })),
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
          path: 'audit',
          element: (
            <RequireRole section="audit">
              <AuditScreen />
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
        { path: 'account', element: <AccountScreen /> },
        { path: '*', element: <Overview /> },
      ],
    },
  ],
  { basename: '/console' },
);
