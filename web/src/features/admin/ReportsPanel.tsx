import type { AdminReport } from '@mithaq/contract/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import type { ReportFilter } from '../../lib/queryKeys';
import { AppealsList } from './AppealsList';
import { DecideDialog } from './DecideDialog';
import { EvidenceDetails } from './EvidenceDetails';
import { LoadMore } from '../../components/LoadMore';
import { NetworkFlags } from './NetworkFlags';
import { ReportSnapshot } from './ReportSnapshot';
import { RiskLine } from './RiskLine';
import { useAdminReports, useLoadFailure } from './useAdminData';
import type { Moderation } from './useModeration';
import { TableScroller } from './TableScroller';

const FILTERS: readonly ReportFilter[] = ['open', 'all'];
const CELL = 'px-3 py-3 align-top';

/**
 * The Reports tab: suspended members' appeals, networks many new accounts came from, then the
 * moderation queue: open reports riskiest member first (by default), each with what happened,
 * what was kept (the chat quoted, or the profile as it was) and a decision to record.
 */
export function ReportsPanel({ moderation }: { moderation: Moderation }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ReportFilter>('open');
  const reports = useAdminReports(filter);
  useLoadFailure(reports.error, t('admin.reports.loadFailed'));
  const rows = reports.data?.pages.flatMap((page) => page.reports) ?? [];
  const caption = filter === 'open' ? t('admin.reports.captionRisk') : t('admin.reports.caption');

  return (
    <div className="flex flex-col gap-4">
      <AppealsList moderation={moderation} />
      <NetworkFlags flags={reports.data?.pages[0]?.networkFlags ?? []} />
      <div role="group" aria-label={t('admin.reports.filterLabel')} className="flex gap-2">
        {FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={buttonClasses(filter === value ? 'primary' : 'secondary')}
          >
            {t(`admin.reports.filters.${value}`)}
          </button>
        ))}
      </div>
      {reports.isPending ? <LoadingIndicator size="md" /> : null}
      {reports.isError ? <LoadError message={t('admin.reports.loadFailed')} onRetry={() => void reports.refetch()} /> : null}
      {reports.data ? (
        rows.length ? (
          <TableScroller label={caption}>
            <table className="w-full min-w-[52rem] text-sm">
              <caption className="sr-only">{caption}</caption>
              <thead className="bg-sand-100 text-sand-700">
                <tr>
                  {(['reported', 'reporter', 'category', 'time', 'handled'] as const).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                      {t(`admin.reports.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((report) => (
                  <ReportRow key={report.id} report={report} moderation={moderation} />
                ))}
              </tbody>
            </table>
          </TableScroller>
        ) : (
          <p className="rounded-2xl bg-white p-4 text-center text-sand-700 ring-1 ring-sand-200">{t('admin.reports.empty')}</p>
        )
      ) : null}
      <LoadMore hasMore={reports.hasNextPage} loading={reports.isFetchingNextPage} onMore={() => void reports.fetchNextPage()} />
    </div>
  );
}

function ReportRow({ report, moderation }: { report: AdminReport; moderation: Moderation }) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const { decide } = moderation;
  const name = report.reported.name;
  return (
    <tr className="border-t border-sand-200">
      <th scope="row" className={`${CELL} text-start font-semibold text-sand-900`}>
        {name}
        <div className="font-normal text-sand-700">{t(report.reported.isActive ? 'admin.status.active' : 'admin.status.inactive')}</div>
        <RiskLine risk={report.risk} />
        {report.evidence ? <EvidenceDetails evidence={report.evidence} /> : null}
      </th>
      {/* A reporter who has since deleted the account (or was anonymised) has no id: the report stays. */}
      <td className={CELL}>{report.reporter.id ? report.reporter.name : t('profiles.defaults.former')}</td>
      <td className={`${CELL} break-words`}>
        <div className="font-semibold text-sand-900">{t(`discover.report.categories.${report.category}`)}</div>
        <div className="text-sand-700">{t(`admin.reports.context.${report.context}`)}</div>
        {report.reason ? <q className="block text-sand-900">{report.reason}</q> : null}
        <ReportSnapshot report={report} />
      </td>
      <td className={CELL}>
        <time dateTime={report.createdAt}>{time.format(new Date(report.createdAt))}</time>
      </td>
      <td className={CELL}>
        {report.handledAt ? (
          <div className="flex flex-col gap-1 text-sand-700">
            {report.decision ? (
              <span className="break-words text-sand-900">
                {t('admin.reports.decisionMade', { decision: t(`admin.reports.decide.options.${report.decision}`), reason: report.decisionReason ?? '' })}
              </span>
            ) : null}
            <span>{t('admin.reports.handledBy', { date: time.format(new Date(report.handledAt)), admin: report.handledBy ?? t('admin.audit.system') })}</span>
          </div>
        ) : (
          // Every report is closed by a decision with a reason ("No action" included), never silently.
          <DecideDialog
            name={name}
            busy={decide.isPending && decide.variables.reportId === report.id}
            onSubmit={(input) => decide.mutateAsync({ reportId: report.id, input })}
          />
        )}
      </td>
    </tr>
  );
}
