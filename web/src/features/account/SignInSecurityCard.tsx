import { KeyRound, LogOut } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DevicesList } from './DevicesList';
import { useDevices } from './useDevices';

/** The Account page's "Password and devices": change password, the signed-in devices, sign out everywhere. */
export function SignInSecurityCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const formId = useId();
  const [changing, setChanging] = useState(false);
  const devices = useDevices();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <h2 id={titleId} className="text-xl font-bold text-sand-900">
        {t('accountControls.title')}
      </h2>
      <button
        type="button"
        className={`${buttonClasses('secondary')} self-start`}
        aria-expanded={changing}
        aria-controls={formId}
        onClick={() => setChanging((open) => !open)}
      >
        <KeyRound aria-hidden="true" className="size-5" />
        {t('accountControls.password.title')}
      </button>
      <div id={formId} hidden={!changing}>
        {changing ? (
          <ChangePasswordForm
            onChanged={() => {
              setChanging(false);
              void devices.refresh();
            }}
          />
        ) : null}
      </div>
      <h3 className="text-lg font-semibold text-sand-900">{t('accountControls.devices.title')}</h3>
      <DevicesList devices={devices} />
      <ConfirmDialog
        trigger={
          <button type="button" className={`${buttonClasses('secondary')} self-start`} disabled={devices.busy}>
            <LogOut aria-hidden="true" className="size-5" />
            {t('accountControls.everywhere.button')}
          </button>
        }
        title={t('accountControls.everywhere.title')}
        description={t('accountControls.everywhere.body')}
        confirmLabel={t('accountControls.everywhere.confirm')}
        onConfirm={devices.signOutAll}
      />
    </section>
  );
}
