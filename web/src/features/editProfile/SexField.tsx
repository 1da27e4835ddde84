import type { Sex } from '@mithaq/contract/profiles';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/TextField';
import { useSexCorrection } from '../profiles/public';
import { SexCorrectionDialog } from './SexCorrectionDialog';

/**
 * Edit Profile's gender: set once, in the wizard, and read-only here (issue 29). If it is wrong,
 * the member asks the moderators for a correction; while one is open the field says so, and
 * after a decline it says from when another may be sent.
 */
export function SexField({ sex }: { sex: Sex }) {
  const { t, i18n } = useTranslation();
  const correction = useSexCorrection();
  const { pending, availableAt } = correction.status ?? { pending: null, availableAt: null };
  const statusRef = useRef<HTMLParagraphElement>(null);
  const sent = correction.ask.isSuccess;
  const requested = pending !== null;
  // Sending closes the dialog and takes its trigger away with it: focus goes to what replaced them
  // (the "requested" status), not to the page's <body>.
  useEffect(() => {
    if (sent && requested) statusRef.current?.focus();
  }, [sent, requested]);
  const day = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <div className="flex flex-col gap-2">
      <TextField label={t('profiles.fields.gender')} value={t(`profiles.sexes.${sex}`)} readOnly />
      {pending ? (
        <p ref={statusRef} tabIndex={-1} role="status" className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
          <span className="font-semibold">{t('editProfile.sexCorrection.requested')}</span>{' '}
          {t('editProfile.sexCorrection.requestedDetails', { sex: t(`profiles.sexes.${pending.requestedSex}`), date: day(pending.askedAt) })}
        </p>
      ) : (
        <p className="text-sm text-sand-600">{t('editProfile.genderLocked')}</p>
      )}
      {availableAt ? <p className="text-sm text-sand-600">{t('editProfile.sexCorrection.askAgainOn', { date: day(availableAt) })}</p> : null}
      {correction.status && !pending && !availableAt ? <SexCorrectionDialog sex={sex} correction={correction} /> : null}
    </div>
  );
}
