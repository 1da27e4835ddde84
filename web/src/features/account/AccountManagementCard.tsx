import { PowerOff, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ConfirmWithSecretDialog } from '../../components/ConfirmWithSecretDialog';
import { useAccountActions } from './useAccountActions';

/**
 * Deactivate (reactivated by signing in again) or delete permanently, each confirmed first. Deleting
 * asks for the password again, so a device left signed in cannot erase the account; a wrong one is
 * said in the dialog.
 */
export function AccountManagementCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const { deactivate, remove, busy } = useAccountActions();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <h2 id={titleId} className="text-xl font-bold text-sand-900">
        {t('account.management.title')}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ConfirmDialog
          trigger={
            <button type="button" className={buttonClasses('secondary')} disabled={busy !== null} aria-busy={busy === 'deactivate'}>
              <PowerOff aria-hidden="true" className="size-5" />
              {t('account.management.deactivate')}
            </button>
          }
          title={t('account.management.deactivateTitle')}
          description={t('account.management.deactivateBody')}
          confirmLabel={t('account.management.deactivateConfirm')}
          onConfirm={deactivate}
        />
        <ConfirmWithSecretDialog
          trigger={
            <button type="button" className={buttonClasses('danger')} disabled={busy !== null} aria-busy={busy === 'delete'}>
              <Trash2 aria-hidden="true" className="size-5" />
              {t('account.management.delete')}
            </button>
          }
          title={t('account.management.deleteTitle')}
          description={t('account.management.deleteBody')}
          fieldLabel={t('account.management.deletePassword')}
          confirmLabel={t('account.management.deleteConfirm')}
          onConfirm={remove}
        />
      </div>
    </section>
  );
}
