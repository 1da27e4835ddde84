import { useTranslation } from 'react-i18next';
import { StepUpDialog } from './StepUpDialog';

interface StatusSwitchProps {
  name: string;
  isActive: boolean;
  busy: boolean;
  /** Making inactive carries the admin's fresh authenticator code; resolves once done, rejects when refused. */
  onChange: (isActive: boolean, confirm?: string) => Promise<unknown>;
}

/**
 * The table's Status cell: Active or Inactive. Making a member active is one press; making one
 * inactive is a suspension (signed out, matches ended, no sign-in until lifted), so it asks first,
 * with a fresh code of the admin's authenticator app.
 */
export function StatusSwitch({ name, isActive, busy, onChange }: StatusSwitchProps) {
  const { t } = useTranslation();
  const control = (
    <button
      type="button"
      role="switch"
      aria-checked={isActive}
      aria-label={t('admin.status.switchLabel', { name })}
      disabled={busy}
      onClick={isActive ? undefined : () => void onChange(true).catch(() => undefined)}
      className="inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-sm font-semibold disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors ${isActive ? 'bg-brand-700' : 'bg-sand-300'}`}
      >
        <span
          className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-[inset-inline-start] motion-reduce:transition-none ${isActive ? 'start-5.5' : 'start-0.5'}`}
        />
      </span>
      <span className={isActive ? 'text-brand-800' : 'text-sand-700'}>{t(isActive ? 'admin.status.active' : 'admin.status.inactive')}</span>
    </button>
  );
  if (!isActive) return control;
  return (
    <StepUpDialog
      trigger={control}
      title={t('admin.status.confirmTitle', { name })}
      description={t('admin.status.confirmText', { name })}
      confirmLabel={t('admin.status.confirm')}
      onConfirm={(confirm) => onChange(false, confirm)}
    />
  );
}
