import type { DeliveryFilter } from '@mithaq/contract/deliveries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { LoadMore } from '../../components/LoadMore';
import { DeliveryRow } from './DeliveryRow';
import { TableScroller } from './TableScroller';
import { useLoadFailure } from './useAdminData';
import { useDeliveries } from './useDeliveries';

const FILTERS: DeliveryFilter[] = ['all', 'failed', 'waiting'];
const COLUMNS = ['status', 'kind', 'recipient', 'about', 'attempts', 'lastError', 'queuedAt', 'nextAttemptAt', 'failedAt', 'actions'] as const;

/**
 * The Deliveries tab (issue 30): mails, pushes and file deletes that failed or still wait, newest
 * first, so an operator sees a failed delivery without reading logs; retry or discard each.
 */
export function DeliveriesPanel() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<DeliveryFilter>('all');
  const deliveries = useDeliveries(filter);
  const { list } = deliveries;
  useLoadFailure(list.error, t('admin.deliveries.loadFailed'));
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const rows = list.data?.pages.flatMap((page) => page.deliveries) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sand-700">{t('admin.deliveries.intro')}</p>
      <div role="group" aria-label={t('admin.deliveries.filterLabel')} className="flex flex-wrap gap-2">
        {FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={buttonClasses(filter === value ? 'primary' : 'secondary')}
          >
            {t(`admin.deliveries.filters.${value}`)}
          </button>
        ))}
      </div>
      {list.isPending ? <LoadingIndicator size="md" /> : null}
      {list.isError ? <LoadError message={t('admin.deliveries.loadFailed')} onRetry={() => void list.refetch()} /> : null}
      {list.data ? (
        rows.length ? (
          <TableScroller label={t('admin.deliveries.caption')}>
            <table className="w-full min-w-[72rem] text-sm">
              <caption className="sr-only">{t('admin.deliveries.caption')}</caption>
              <thead className="bg-sand-100 text-sand-700">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                      {t(`admin.deliveries.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((delivery) => (
                  <DeliveryRow key={delivery.id} delivery={delivery} deliveries={deliveries} format={format} />
                ))}
              </tbody>
            </table>
          </TableScroller>
        ) : (
          <p className="rounded-2xl bg-white p-4 text-center text-sand-700 shadow-sm ring-1 ring-sand-200">{t(`admin.deliveries.empty.${filter}`)}</p>
        )
      ) : null}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </div>
  );
}
