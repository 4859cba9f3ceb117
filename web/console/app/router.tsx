import { createBrowserRouter } from 'react-router';
import { AccountScreen } from '../features/account/account-screen';
import { AuditScreen } from '../features/audit/audit-screen';
import { CarePlayerScreen } from '../features/care/player-screen';
import { CareSearchScreen } from '../features/care/search-screen';
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
        { path: 'account', element: <AccountScreen /> },
        { path: '*', element: <Overview /> },
      ],
    },
  ],
  { basename: '/console' },
);
