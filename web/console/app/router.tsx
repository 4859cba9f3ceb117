import { createBrowserRouter } from 'react-router';
import { AccountScreen } from '../features/account/account-screen';
import { AuditScreen } from '../features/audit/audit-screen';
import { ImportScreen } from '../features/import/import-screen';
import { ReportsScreen } from '../features/reports/reports-screen';
import { SignInScreen } from '../features/sign-in/sign-in-screen';
import { StaffScreen } from '../features/staff/staff-screen';
import { Overview } from './overview';
import { RequireRole, Shell } from './shell';

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
