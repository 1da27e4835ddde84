import { adjustTokensSchema, type AdjustTokensInput } from '@mithaq/contract/admin';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { DIALOG_CONTENT, DIALOG_OVERLAY } from '../../components/dialogStyles';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { validateForm } from '../auth/validateForm';
import { translateAdminMessage } from './adminTexts';

interface AdjustTokensDialogProps {
  name: string;
  busy: boolean;
  /** Resolves once the server took the change (the dialog then closes); rejects to keep it open. */
  onSubmit: (input: AdjustTokensInput) => Promise<unknown>;
}

/** 'Adjust': a grant (positive) or a penalty (negative) through the ledger, always with a reason. */
export function AdjustTokensDialog({ name, busy, onSubmit }: AdjustTokensDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const reset = (next: boolean) => {
    setOpen(next);
    setAmount('');
    setReason('');
    setError(null);
  };

  async function submit() {
    const validation = validateForm(adjustTokensSchema, { amount: amount.trim() === '' ? Number.NaN : Number(amount), reason });
    if (!validation.ok) return setError(translateAdminMessage(t, validation.error.message));
    setError(null);
    try {
      await onSubmit(validation.data);
      reset(false);
    } catch {
      // The toast has said what went wrong; the form stays as typed.
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
