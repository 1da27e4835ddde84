import { rejectVerificationSchema, VERIFICATION_REASON_MAX, type VerificationQueueItem } from '@mithaq/contract/verification';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { FormAlert } from '../../components/form/FormAlert';
import { TextField } from '../../components/form/TextField';
import { MediaImage } from '../../components/MediaImage';
import { MemberPicture } from '../../components/MemberPicture';
import { contractText } from '../../lib/serverText';
import { validateForm } from '../auth/public';
import { PLACEHOLDER_PICTURE } from '../profiles/public';
import type { VerificationReview } from './useVerificationReview';
import { VerificationChangeSummary } from './VerificationChangeSummary';

/**
 * One pending selfie: the selfie, the pose asked for and the profile's pictures side by side;
 * Approve or Reject. A re-review says what changed since the approval. Approve sends the name and
 * pictures shown here: the approval covers exactly those (the server refuses it if they changed).
 */
export function VerificationRequestCard({ request, review }: { request: VerificationQueueItem; review: VerificationReview }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [reason, setReason] = useState('');
  const [fraud, setFraud] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = review.approve.isPending || review.reject.isPending;
  const sent = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(request.createdAt));
  const { change } = request;
  const selfieCaption = !change ? 'selfie' : change.selfieKept ? 'change.selfieKept' : 'change.selfieNew';
  const submitReject = () => {
    const validation = validateForm(rejectVerificationSchema, { reason, fraud });
    if (!validation.ok) return setError(contractText(t, validation.error.message));
    setError(null);
    review.reject.mutate({ id: request.id, name: request.name, input: validation.data });
  };
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-sand-900">
          {request.name}
        </h3>
        <span className="text-sm text-sand-600">{t('verification.admin.sent', { date: sent })}</span>
      </header>
      {change ? <VerificationChangeSummary change={change} name={request.name} /> : null}
      <p className="text-sand-900">
        <span className="font-semibold">{t('verification.admin.pose')}</span> {t(`verification.poses.${request.pose}`)}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <figure className="flex flex-col gap-1">
          <MediaImage
            src={request.selfieUrl ?? undefined}
            alt={t('verification.admin.selfieAlt', { name: request.name })}
            fallbackSrc={PLACEHOLDER_PICTURE}
            className="aspect-[3/4] w-full rounded-xl object-cover ring-2 ring-sky-500"
          />
          <figcaption className="text-xs font-semibold text-sky-800">{t(`verification.admin.${selfieCaption}`)}</figcaption>
        </figure>
        {request.pictures.map((picture, index) => (
          <figure key={picture.id} className="flex flex-col gap-1">
            <MemberPicture
              picture={picture}
              shownAt={{ sizes: '(min-width: 40rem) 10rem, 50vw', maxWidth: 320 }}
              alt={t('admin.pictures.alt', { position: index + 1, name: request.name })}
              fallbackSrc={PLACEHOLDER_PICTURE}
              className="aspect-[3/4] w-full rounded-xl object-cover"
            />
            {change?.addedPictureIds.includes(picture.id) ? (
              <figcaption className="text-xs font-semibold text-amber-800">{t('verification.admin.change.added')}</figcaption>
            ) : null}
          </figure>
        ))}
      </div>
      <div className="flex flex-col gap-3 border-t border-sand-200 pt-3">
        <TextField
          label={t('verification.admin.reason')}
          maxLength={VERIFICATION_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <label className="flex min-h-11 items-center gap-2 text-sand-900">
          <input type="checkbox" className="size-5 accent-red-700" checked={fraud} onChange={(event) => setFraud(event.target.checked)} />
          {t('verification.admin.fraud')}
        </label>
        <FormAlert message={error} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses('secondary')} disabled={busy} onClick={submitReject}>
            <X aria-hidden="true" className="size-5" />
            {t('verification.admin.reject')}
          </button>
          <button
            type="button"
            className={buttonClasses('primary')}
            disabled={busy}
            onClick={() =>
              review.approve.mutate({ id: request.id, name: request.name, shown: { name: request.name, pictureIds: request.pictures.map((p) => p.id) } })
            }
          >
            <Check aria-hidden="true" className="size-5" />
            {t('verification.admin.approve')}
          </button>
        </div>
      </div>
    </article>
  );
}
