import type { AuditAction, AuditEntry } from '@mithaq/contract/admin';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { LoadMore } from '../../components/LoadMore';
import { shortId } from './ProfileRow';
import { useAdminAudit, useLoadFailure } from './useAdminData';
import { TableScroller } from './TableScroller';

const CELL = 'px-3 py-2 align-top';

/** 'tokens.adjusted' → 'tokens_adjusted': a dot would split the locale key. */
type ActionKey<A extends string> = A extends `${infer Area}.${infer Verb}` ? `${Area}_${Verb}` : never;
const actionKey = (action: AuditAction) => action.replace('.', '_') as ActionKey<AuditAction>;

/** The details an entry carries, as "name: value" pairs (amount, reason, balance, source, ...). */
function detailText(t: TFunction, details: AuditEntry['details']): string {
  if (!details) return '';
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
    .map(([key, value]) => `${t(`admin.audit.detailKeys.${key}`, { defaultValue: key })}: ${String(value)}`)
    .join(' · ');
}

/** The Audit tab: the most recent admin actions, newest first (who, what, on what, when). */
export function AuditPanel() {
  const { t, i18n } = useTranslation();
  const audit = useAdminAudit();
  useLoadFailure(audit.error, t('admin.audit.loadFailed'));
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div className="flex flex-col gap-4">
      {audit.isPending ? <LoadingIndicator size="md" /> : null}
      {audit.isError ? <LoadError message={t('admin.audit.loadFailed')} onRetry={() => void audit.refetch()} /> : null}
      {audit.data ? (
        <TableScroller label={t('admin.audit.caption')}>
          <table className="w-full min-w-[44rem] text-sm">
            <caption className="sr-only">{t('admin.audit.caption')}</caption>
            <thead className="bg-sand-100 text-sand-700">
              <tr>
                {(['time', 'admin', 'action', 'target', 'details'] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                    {t(`admin.audit.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-sand-200">
                  <td className={CELL}>
                    <time dateTime={entry.createdAt}>{time.format(new Date(entry.createdAt))}</time>
                  </td>
                  <td className={CELL}>{entry.actor ?? t('admin.audit.system')}</td>
                  <th scope="row" className={`${CELL} text-start font-semibold`}>
                    {t(`admin.audit.actions.${actionKey(entry.action)}`)}
                  </th>
                  <td className={`${CELL} font-mono text-xs`} title={entry.targetId}>
                    {t(`admin.audit.targets.${entry.targetType}`)} {shortId(entry.targetId)}
                  </td>
                  <td className={`${CELL} break-words text-sand-700`}>{detailText(t, entry.details)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {entries.length === 0 ? <p className="p-4 text-center text-sand-700">{t('admin.audit.empty')}</p> : null}
        </TableScroller>
      ) : null}
      <LoadMore hasMore={audit.hasNextPage} loading={audit.isFetchingNextPage} onMore={() => void audit.fetchNextPage()} />
    </div>
  );
}
