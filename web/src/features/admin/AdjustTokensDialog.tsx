import { adjustTokensSchema, adminMessages, type AdjustTokensInput } from '@mithaq/contract/admin';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { DIALOG_CONTENT, DIALOG_OVERLAY } from '../../components/dialogStyles';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { validateForm } from '../auth/public';
import { contractText, serverText } from '../../lib/serverText';
import { isStepUpRefusal } from './adminErrors';
import { StepUpField } from './StepUpDialog';

interface AdjustTokensDialogProps {
  name: string;
  busy: boolean;
  /**
   * Resolves once the server took the change (the dialog then closes); rejects to keep it open.
   * `key` is the dialog's Idempotency-Key: a submit retried after a lost answer changes nothing twice.
   */
  onSubmit: (input: AdjustTokensInput, key: string) => Promise<unknown>;
}

/**
 * 'Adjust': a grant (positive) or a penalty (negative) through the ledger, always with a reason and
 * a fresh code of the admin's authenticator app.
 */
export function AdjustTokensDialog({ name, busy, onSubmit }: AdjustTokensDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());

  const reset = (next: boolean) => {
    setOpen(next);
    setAmount('');
    setReason('');
    setConfirm('');
    setError(null);
    setKey(crypto.randomUUID());
  };

  async function submit() {
    const typed = { amount: amount.trim() === '' ? Number.NaN : Number(amount), reason, confirm };
    const validation = validateForm(adjustTokensSchema, typed);
    if (!validation.ok) return setError(contractText(t, validation.error.message));
    if (!confirm) return setError(contractText(t, adminMessages.confirmRequired));
    setError(null);
    try {
      await onSubmit(validation.data, key);
      reset(false);
    } catch (cause) {
      // A refused code is said here; other failures were toasted. The form stays as typed.
      if (isStepUpRefusal(cause)) setError(serverText(t, cause));
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Trigger className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline" aria-label={t('admin.tokens.adjustLabel', { name })}>
        {t('admin.tokens.adjust')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content className={DIALOG_CONTENT}>
          <Dialog.Title className="text-xl font-bold text-sand-900">{t('admin.tokens.title', { name })}</Dialog.Title>
          <Dialog.Description className="text-sand-700">{t('admin.tokens.description')}</Dialog.Description>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <TextField label={t('admin.tokens.amount')} type="number" inputMode="numeric" step={1} value={amount} onChange={(event) => setAmount(event.target.value)} />
            <TextField label={t('admin.tokens.reason')} maxLength={100} value={reason} onChange={(event) => setReason(event.target.value)} />
            <StepUpField value={confirm} onChange={setConfirm} />
            <FormAlert message={error} />
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close className={buttonClasses('secondary')}>{t('common.cancel')}</Dialog.Close>
              <div className="min-w-32">
                <SubmitButton label={t('admin.tokens.submit')} busyLabel={t('admin.tokens.busy')} busy={busy} />
              </div>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
