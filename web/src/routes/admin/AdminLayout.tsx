import { Outlet } from 'react-router';
import { NoIndex } from '../../components/NoIndex';

/** Wraps the admin pages so search engines are told to skip them (spec §6). */
export function AdminLayout() {
  return (
    <>
      <NoIndex />
      <Outlet />
    </>
  );
}
