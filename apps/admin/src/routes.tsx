import type { RouteObject } from 'react-router';
import { Shell } from './components/Shell.tsx';
import { HomePage, NotFoundPage } from './pages/HomePage.tsx';
import { SignInPage } from './pages/sign-in/SignInPage.tsx';
import { OrdersPage } from './pages/orders/OrdersPage.tsx';
import { FraudQueuePage } from './pages/orders/FraudQueuePage.tsx';
import { OrderDetailPage } from './pages/orders/OrderDetailPage.tsx';
import { AuditPage } from './pages/audit/AuditPage.tsx';
import { StaffPage } from './pages/staff/StaffPage.tsx';

/** The back office's pages, under the `/admin` basename. Everything but sign-in needs a signed-in staff member. */
export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  {
    element: <Shell />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'orders', element: <OrdersPage /> },
      { path: 'orders/:id', element: <OrderDetailPage /> },
      { path: 'fraud-review', element: <FraudQueuePage /> },
      { path: 'audit', element: <AuditPage /> },
      { path: 'staff', element: <StaffPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
