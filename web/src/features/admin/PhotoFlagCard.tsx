import type { PhotoFlag } from '@mithaq/contract/photoSafety';
import { Check, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { MemberPicture } from '../../components/MemberPicture';
import { PLACEHOLDER_PICTURE } from '../profiles/public';
import type { PhotoReview } from './usePhotoFlags';
import { StepUpDialog } from './StepUpDialog';

type Side = PhotoFlag['flagged'];

/** One account of the pair: its picture, name, age and when it joined. */
function FlagSide({ side, caption }: { side: Side | null; caption: string }) {
  const { t, i18n } = useTranslation();
  const joined = (at: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(at));
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-xs font-semibold text-sand-700">{caption}</figcaption>
      {side?.picture ? (
        <MemberPicture
          picture={side.picture}
          shownAt={{ sizes: '(min-width: 40rem) 16rem, 45vw', maxWidth: 480 }}
          alt={t('photoSafety.admin.pictureAlt', { name: side.name })}
          fallbackSrc={PLACEHOLDER_PICTURE}
          className="aspect-[3/4] w-full rounded-xl object-cover"
        />
      ) : (
        <p className="flex aspect-[3/4] w-full items-center justify-center rounded-xl bg-sand-100 p-3 text-center text-sm text-sand-700">
          {t('photoSafety.admin.pictureGone')}
        </p>
      )}
      {side ? (
        <p className="text-sm text-sand-900">
          <bdi>{t('photoSafety.admin.who', { name: side.name, age: side.age, date: joined(side.createdAt) })}</bdi>
        </p>
      ) : null}
    </figure>
  );
}

/** "Remove picture" for one side, behind the step-up; `side` names whose picture goes. */
function RemoveButton({ flag, side, label, review }: { flag: PhotoFlag; side: Side; label: string; review: PhotoReview }) {
  const { t } = useTranslation();
  const busy = review.allow.isPending || review.remove.isPending;
  const picture = side.picture;
  return (
    <StepUpDialog
      trigger={
        <button type="button" className={buttonClasses('danger')} disabled={busy || !picture}>
          <Trash2 aria-hidden="true" className="size-5" />
          {label}
        </button>
      }
      title={t('photoSafety.admin.removeTitle')}
      description={t('photoSafety.admin.removeDescription', { name: side.name })}
      confirmLabel={label}
      onConfirm={(confirm) => review.remove.mutateAsync({ flagId: flag.id, name: side.name, confirm, pictureId: picture?.id })}
    />
  );
}

/**
 * One photo waiting for review: the newer account's held picture beside the older account's
 * (held too when the older account uploaded it second), or the note that it matches a removed
 * fake; allow both, or remove either picture.
 */
export function PhotoFlagCard({ flag, review }: { flag: PhotoFlag; review: PhotoReview }) {
  const { t } = useTranslation();
  const headingId = useId();
  const busy = review.allow.isPending || review.remove.isPending;
  const name = flag.flagged.name;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-sand-900">
          <bdi>{name}</bdi>
        </h3>
        <span className="text-sm text-sand-600">{t('photoSafety.admin.distance', { count: flag.distance })}</span>
      </header>
      <div className="grid grid-cols-2 gap-3 sm:max-w-xl">
        <FlagSide side={flag.flagged} caption={t('photoSafety.admin.flagged')} />
        {flag.matched ? (
          <FlagSide side={flag.matched} caption={t(flag.matchedHeld ? 'photoSafety.admin.matchedHeld' : 'photoSafety.admin.matched')} />
        ) : (
          <p className="self-center rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-900 ring-1 ring-red-200">
            {t('photoSafety.admin.knownFake')}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-sand-200 pt-3">
        <button type="button" className={buttonClasses('secondary')} disabled={busy} onClick={() => review.allow.mutate({ flagId: flag.id, name })}>
          <Check aria-hidden="true" className="size-5" />
          {t('photoSafety.admin.allow')}
        </button>
        {flag.matched ? <RemoveButton flag={flag} side={flag.matched} label={t('photoSafety.admin.removeOther')} review={review} /> : null}
        <RemoveButton flag={flag} side={flag.flagged} label={t('photoSafety.admin.remove')} review={review} />
      </div>
    </article>
  );
}
