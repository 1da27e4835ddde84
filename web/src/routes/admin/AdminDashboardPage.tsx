import { AdminDashboard } from '../../features/admin/AdminDashboard';

/** `/admin/dashboard` (admins only: the route guard, and the server on every call). */
export function AdminDashboardPage() {
  return <AdminDashboard />;
}
