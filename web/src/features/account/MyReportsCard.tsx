import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { myReportsKey } from '../../lib/queryKeys';
import { useSession } from '../../lib/session';
import { fetchMyReports } from './accountApi';

/**
 * "My reports": whom the member reported, for what and when, and whether a moderator has handled
 * it. Never the decision: what happens to another member's account is not the reporter's to know.
 */
export function MyReportsCard() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { user } = useSession();
  const reports = useQuery({ queryKey: myReportsKey(user?.id), queryFn: fetchMyReports, enabled: user !== null });
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <h2 id={titleId} className="text-lg font-semibold text-sand-900">
        {t('account.myReports.title')}
      </h2>
      <p className="text-sand-700">{t('account.myReports.description')}</p>
      {reports.isPending && user ? <LoadingIndicator size="sm" /> : null}
      {reports.isError ? <LoadError message={t('account.myReports.loadFailed')} onRetry={() => void reports.refetch()} /> : null}
      {reports.data?.length === 0 ? <p className="text-sand-700">{t('account.myReports.empty')}</p> : null}
      {reports.data?.length ? (
        <ul aria-label={t('account.myReports.listLabel')} className="flex flex-col divide-y divide-sand-200">
          {reports.data.map((report) => (
            <li key={report.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="flex flex-col">
                <span className="font-semibold text-sand-900">{report.name || t('profiles.defaults.former')}</span>
                <span className="text-sm text-sand-700">
                  {t(`discover.report.categories.${report.category}`)} · <time dateTime={report.createdAt}>{day.format(new Date(report.createdAt))}</time>
                </span>
              </div>
              <span
                className={`rounded-full px-3 py-1 text-sm font-semibold ${report.status === 'handled' ? 'bg-brand-50 text-brand-900' : 'bg-sand-100 text-sand-800'}`}
              >
                {t(`account.myReports.status.${report.status}`)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
