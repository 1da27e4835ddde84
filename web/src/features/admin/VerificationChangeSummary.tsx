import type { VerificationChange } from '@mithaq/contract/verification';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '../../components/MediaImage';
import { PLACEHOLDER_PICTURE } from '../profiles/public';

/**
 * A re-review: the badge was hidden because the pictures or the name changed after the approval.
 * When it was given, the name it covered next to the current one, and the covered pictures gone
 * since (their thumbnails, when the member deleted them; the new pictures are marked on the card).
 */
export function VerificationChangeSummary({ change, name }: { change: VerificationChange; name: string }) {
  const { t, i18n } = useTranslation();
  const approvedOn = change.approvedAt ? new Date(change.approvedAt).toLocaleDateString(i18n.language, { dateStyle: 'long' }) : null;
  return (
    <section className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3 text-sand-900 ring-1 ring-amber-200">
      <p className="font-semibold">{t('verification.admin.change.title')}</p>
      <p>{approvedOn ? t('verification.admin.change.approvedOn', { date: approvedOn }) : t('verification.admin.change.approvedBefore')}</p>
      {change.previousName !== null && change.previousName !== name ? (
        <p>{t('verification.admin.change.name', { previous: change.previousName, current: name })}</p>
      ) : null}
      {change.removed.length > 0 ? (
        <div role="group" aria-label={t('verification.admin.change.removed')} className="flex flex-col gap-1">
          <p className="text-sm font-semibold">{t('verification.admin.change.removed')}</p>
          <ul className="flex flex-wrap gap-2">
            {change.removed.map((picture, index) => (
              <li key={picture.id} className="w-20">
                {picture.thumbUrl ? (
                  <MediaImage
                    src={picture.thumbUrl}
                    alt={t('verification.admin.change.removedAlt', { position: index + 1, name })}
                    fallbackSrc={PLACEHOLDER_PICTURE}
                    className="aspect-[3/4] w-full rounded-lg object-cover opacity-80"
                  />
                ) : (
                  <p className="flex aspect-[3/4] items-center rounded-lg bg-sand-100 p-1 text-center text-xs text-sand-700">
                    {t('verification.admin.change.notKept', { position: index + 1 })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
