import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { DIALOG_CONTENT, DIALOG_OVERLAY } from '../../components/dialogStyles';
import { PasswordField } from '../../components/form/PasswordField';

interface DeleteAccountDialogProps {
  /** Deletes with this password; resolves to the server's refusal to show (wrong password), or null. */
  onDelete: (password: string) => Promise<string | null>;
  busy: boolean;
  disabled: boolean;
}

/**
 * "Delete permanently?" asking for the password again, so a device left signed in cannot erase
 * the account. A wrong password keeps the dialog open with the reason; Cancel forgets what was typed.
 */
export function DeleteAccountDialog({ onDelete, busy, disabled }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    setPassword('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = await onDelete(password);
    if (refusal) setError(refusal);
    else changeOpen(false);
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={changeOpen}>
      <AlertDialog.Trigger asChild>
        <button type="button" className={buttonClasses('danger')} disabled={disabled} aria-busy={busy}>
          <Trash2 aria-hidden="true" className="size-5" />
          {t('account.management.delete')}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={DIALOG_OVERLAY} />
        <AlertDialog.Content className={DIALOG_CONTENT}>
          <AlertDialog.Title className="text-xl font-bold text-sand-900">{t('account.management.deleteTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="text-sand-700">{t('account.management.deleteBody')}</AlertDialog.Description>
          <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
            <PasswordField
              label={t('account.management.deletePassword')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(null);
              }}
              error={error}
            />
            <div className="flex flex-wrap justify-end gap-3">
              <AlertDialog.Cancel className={buttonClasses('secondary')}>{t('common.cancel')}</AlertDialog.Cancel>
              <button type="submit" className={buttonClasses('danger')} disabled={!password || busy} aria-busy={busy}>
                {t('account.management.deleteConfirm')}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
