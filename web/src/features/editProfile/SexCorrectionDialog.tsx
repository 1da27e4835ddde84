import { otherSex, type Sex } from '@mithaq/contract/profiles';
import { SEX_CORRECTION_REASON_MAX, askSexCorrectionSchema } from '@mithaq/contract/sexCorrection';
import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../components/buttonStyles';
import { DIALOG_CONTENT, DIALOG_OVERLAY } from '../../components/dialogStyles';
import { TextAreaField } from '../../components/form/TextAreaField';
import { contractText, refusalText } from '../../lib/serverText';
import { validateForm } from '../auth/public';
import type { SexCorrection } from '../profiles/public';

/**
 * "Ask for a correction": the member says why the gender set at sign-up is wrong (10 to 500
 * characters, the contract's rule and message); a moderator corrects it to the other one or
 * declines. A refusal (one already open, a decline too recent) is said under the reason.
 */
export function SexCorrectionDialog({ sex, correction }: { sex: Sex; correction: SexCorrection }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const requested = otherSex(sex);
  const busy = correction.ask.isPending;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setReason('');
    setError(null);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // React carries a portal's events up its tree: Edit Profile's own form must not submit too.
    event.stopPropagation();
    if (busy) return;
    const validation = validateForm(askSexCorrectionSchema, { reason, requestedSex: requested });
    if (!validation.ok) return setError(contractText(t, validation.error.message));
    correction.ask.mutate(validation.data, {
      onSuccess: () => {
        toast.success(t('editProfile.sexCorrection.sent'));
        onOpenChange(false);
      },
      onError: (failure) => setError(refusalText(t, failure, t('editProfile.sexCorrection.failed'))),
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={`${buttonClasses('secondary')} self-start`}>{t('editProfile.sexCorrection.ask')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content className={DIALOG_CONTENT}>
          <Dialog.Title className="text-xl font-bold text-sand-900">{t('editProfile.sexCorrection.title')}</Dialog.Title>
          <Dialog.Description className="text-sand-700">
            {t('editProfile.sexCorrection.description', { current: t(`profiles.sexes.${sex}`), requested: t(`profiles.sexes.${requested}`) })}
          </Dialog.Description>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            <TextAreaField
              label={t('editProfile.sexCorrection.reason')}
              rows={4}
              max={SEX_CORRECTION_REASON_MAX}
              value={reason}
              error={error}
              onChange={(event) => {
                setReason(event.target.value);
                setError(null);
              }}
            />
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close className={buttonClasses('secondary')}>{t('common.cancel')}</Dialog.Close>
              <button type="submit" className={buttonClasses('primary')} aria-disabled={busy}>
                {busy ? t('editProfile.sexCorrection.sending') : t('editProfile.sexCorrection.send')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
