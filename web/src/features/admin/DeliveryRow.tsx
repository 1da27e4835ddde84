import type { AdminDelivery } from '@mithaq/contract/deliveries';
import { RotateCw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { StepUpDialog } from './StepUpDialog';
import type { Deliveries } from './useDeliveries';

const CELL = 'px-3 py-2 align-top';

/** 'storage.delete' → 'storage_delete': a dot would split the locale key. */
const kindKey = (kind: AdminDelivery['kind']) => (kind === 'storage.delete' ? 'storage_delete' : kind);

/** A moment as the admin's locale writes it; '—' when there is none. */
function When({ at, format }: { at: string | null; format: Intl.DateTimeFormat }) {
  return at ? <time dateTime={at}>{format.format(new Date(at))}</time> : <span aria-hidden="true">—</span>;
}

/**
 * One failed or waiting delivery: what, to whom (masked), how often tried and why it failed;
 * Retry sends it again now, Discard (behind the step-up code) gives it up for good. Neither
 * while a worker is sending it.
 */
export function DeliveryRow({ delivery, deliveries, format }: { delivery: AdminDelivery; deliveries: Deliveries; format: Intl.DateTimeFormat }) {
  const { t } = useTranslation();
  const busy = delivery.sending || deliveries.retry.isPending || deliveries.discard.isPending;
  const kind = t(`admin.deliveries.kinds.${kindKey(delivery.kind)}`);
  return (
    <tr className="border-t border-sand-200">
      <td className={CELL}>
        <span className={delivery.status === 'failed' ? 'font-semibold text-red-800' : 'text-sand-800'}>
          {t(delivery.sending ? 'admin.deliveries.statuses.sending' : `admin.deliveries.statuses.${delivery.status}`)}
        </span>
      </td>
      <th scope="row" className={`${CELL} text-start font-semibold`}>
        {kind} <span className="font-mono text-xs text-sand-600">#{delivery.id}</span>
      </th>
      <td className={CELL}>
        <bdi>{delivery.recipient ?? '—'}</bdi>
      </td>
      <td className={CELL}>{delivery.about ? t(`admin.deliveries.about.${delivery.about}`) : '—'}</td>
      <td className={`${CELL} text-end tabular-nums`}>{delivery.attempts}</td>
      <td className={`${CELL} max-w-xs break-words text-sand-700`}>
        {delivery.lastError ? <bdi dir="ltr" className="font-mono text-xs">{delivery.lastError}</bdi> : '—'}
      </td>
      <td className={CELL}>
        <When at={delivery.queuedAt} format={format} />
      </td>
      <td className={CELL}>
        <When at={delivery.status === 'waiting' ? delivery.nextAttemptAt : null} format={format} />
      </td>
      <td className={CELL}>
        <When at={delivery.failedAt} format={format} />
      </td>
      <td className={CELL}>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClasses('secondary')}
            disabled={busy}
            aria-label={t('admin.deliveries.retryLabel', { kind, id: delivery.id })}
            onClick={() => deliveries.retry.mutate(delivery.id)}
          >
            <RotateCw aria-hidden="true" className="size-5" />
            {t('admin.deliveries.retry')}
          </button>
          <StepUpDialog
            trigger={
              <button type="button" className={buttonClasses('danger')} disabled={busy} aria-label={t('admin.deliveries.discardLabel', { kind, id: delivery.id })}>
                <Trash2 aria-hidden="true" className="size-5" />
                {t('admin.deliveries.discard')}
              </button>
            }
            title={t('admin.deliveries.discardTitle')}
            description={t('admin.deliveries.discardText', { kind, id: delivery.id })}
            confirmLabel={t('admin.deliveries.discard')}
            onConfirm={(confirm) => deliveries.discard.mutateAsync({ id: delivery.id, confirm })}
          />
        </div>
      </td>
    </tr>
  );
}
