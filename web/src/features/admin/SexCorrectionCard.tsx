import type { AdminSexCorrection } from '@mithaq/contract/sexCorrection';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import type { SexCorrectionReview } from './useSexCorrectionReview';

/** One member's request: who, their gender now and the one asked for, their reason; Correct or Decline. */
export function SexCorrectionCard({ request, review }: { request: AdminSexCorrection; review: SexCorrectionReview }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const busy = review.decide.isPending;
  const asked = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(request.askedAt));
  const sexes = { current: t(`profiles.sexes.${request.currentSex}`), requested: t(`profiles.sexes.${request.requestedSex}`) };
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-sand-900">
          <bdi>{request.name}</bdi>
        </h3>
        <span className="text-sm text-sand-700">{t('admin.sexCorrections.asked', { date: asked })}</span>
      </header>
      <p className="font-semibold text-sand-900">{t('admin.sexCorrections.change', sexes)}</p>
      <div className="flex flex-col gap-1">
        <h4 className="text-sm font-semibold text-sand-700">{t('admin.sexCorrections.reason')}</h4>
        <blockquote className="whitespace-pre-line text-sand-900">
          <bdi>{request.reason}</bdi>
        </blockquote>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClasses('primary')} disabled={busy} onClick={() => review.decide.mutate({ request, decision: 'correct' })}>
          <Check aria-hidden="true" className="size-5" />
          {t('admin.sexCorrections.correct', { sex: sexes.requested })}
        </button>
        <button type="button" className={buttonClasses('secondary')} disabled={busy} onClick={() => review.decide.mutate({ request, decision: 'decline' })}>
          <X aria-hidden="true" className="size-5" />
          {t('admin.sexCorrections.decline')}
        </button>
      </div>
    </article>
  );
}
