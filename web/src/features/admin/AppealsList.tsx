import type { AdminAppeal } from '@mithaq/contract/reports';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { LoadError } from '../../components/LoadError';
import { TextAreaField } from '../../components/form/TextAreaField';
import { adminKeys } from '../../lib/queryKeys';
import { fetchAppeals } from './adminApi';
import { StepUpDialog } from './StepUpDialog';
import type { Moderation } from './useModeration';

/**
 * Suspended members' appeals, oldest first, above the reports: each with the suspension's reason
 * and the member's words; the moderator replies, then lifts the suspension (with the step-up code)
 * or upholds it (the member reads the reply at their next sign-in attempt).
 */
export function AppealsList({ moderation }: { moderation: Moderation }) {
  const { t } = useTranslation();
  const titleId = useId();
  const appeals = useQuery({ queryKey: adminKeys.appeals, queryFn: fetchAppeals });
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-sand-200">
      <h2 id={titleId} className="text-lg font-semibold text-sand-900">
        {t('admin.appeals.title')}
      </h2>
      {appeals.isError ? <LoadError message={t('admin.appeals.loadFailed')} onRetry={() => void appeals.refetch()} /> : null}
      {appeals.data?.length === 0 ? <p className="text-sand-700">{t('admin.appeals.empty')}</p> : null}
      {appeals.data?.length ? (
        <ul className="flex flex-col divide-y divide-sand-200">
          {appeals.data.map((appeal) => (
            <AppealItem key={appeal.id} appeal={appeal} moderation={moderation} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function AppealItem({ appeal, moderation }: { appeal: AdminAppeal; moderation: Moderation }) {
  const { t, i18n } = useTranslation();
  const [reply, setReply] = useState('');
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const { answerAppeal } = moderation;
  const busy = answerAppeal.isPending && answerAppeal.variables.appealId === appeal.id;
  const name = appeal.member.name;
  const kind = t(`admin.appeals.kinds.${appeal.kind ?? 'suspension'}`);
  return (
    <li className="flex flex-col gap-2 py-3">
      <p className="font-semibold text-sand-900">
        {t('admin.appeals.from', { name, kind })}{' '}
        <span className="font-normal text-sand-600">
          · <time dateTime={appeal.createdAt}>{time.format(new Date(appeal.createdAt))}</time>
        </span>
      </p>
      {appeal.suspensionReason ? <p className="text-sand-700">{t('admin.appeals.suspendedFor', { reason: appeal.suspensionReason })}</p> : null}
      <blockquote className="break-words border-s-2 border-sand-300 ps-3 text-sand-900">{appeal.text}</blockquote>
      <TextAreaField label={t('admin.appeals.reply')} rows={2} value={reply} onChange={(event) => setReply(event.target.value)} />
      <div className="flex flex-wrap gap-2">
        {/* Lifting undoes a suspension or ban: it asks for the authenticator code, as imposing it did. */}
        <StepUpDialog
          trigger={
            <button type="button" className={buttonClasses('primary')} disabled={busy}>
              {t('admin.appeals.lift')}
            </button>
          }
          title={t('admin.appeals.liftTitle', { name, kind })}
          description={t('admin.appeals.liftDescription', { name })}
          confirmLabel={t('admin.appeals.liftConfirm')}
          onConfirm={(confirm) => answerAppeal.mutateAsync({ appealId: appeal.id, input: { decision: 'lift', reply, confirm } })}
        />
        <button
          type="button"
          className={buttonClasses('secondary')}
          disabled={busy}
          onClick={() => answerAppeal.mutate({ appealId: appeal.id, input: { decision: 'uphold', reply } })}
        >
          {t('admin.appeals.uphold')}
        </button>
      </div>
    </li>
  );
}
