import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_ME_KEY } from '../../lib/queryKeys';
import { fetchAdminMe } from './adminApi';

/** The dashboard's footer: which Mithaq the server runs, to quote in a bug report or check after an upgrade. */
export function AdminVersion() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: ADMIN_ME_KEY, queryFn: fetchAdminMe, staleTime: Infinity });
  if (!data) return null;
  const { version, commit } = data.build;
  return (
    <footer className="text-sm text-sand-700">
      {commit ? t('admin.version.withCommit', { version, commit }) : t('admin.version.only', { version })}
    </footer>
  );
}
