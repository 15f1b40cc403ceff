import { lazy } from 'react';
import { useSession } from '../../../lib/use-session.tsx';

const AdminOrganizationsPage = lazy(() => import('./organizations-page.tsx'));
const MyOrganizationsPage = lazy(() => import('./my-organizations-page.tsx'));

/**
 * /organizations: admins manage every organization; an external admin reads their own (decision 040).
 * One path, as the spec lists it, with the page of the caller's role.
 */
export default function OrganizationsRoute() {
  const { role } = useSession();
  return role === 'admin' ? <AdminOrganizationsPage /> : <MyOrganizationsPage />;
}
