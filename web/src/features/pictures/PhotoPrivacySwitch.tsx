import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface PhotoPrivacySwitchProps {
  checked: boolean;
  onChange: (photosPrivate: boolean) => void;
  disabled?: boolean;
}

/** "Show my photos only to my matches", with what it means: the wizard's picture step and the Account page. */
export function PhotoPrivacySwitch({ checked, onChange, disabled = false }: PhotoPrivacySwitchProps) {
  const { t } = useTranslation();
  const helpId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 font-medium text-sand-900">
        {t('pictures.privacy.label')}
        <input
          type="checkbox"
          role="switch"
          aria-describedby={helpId}
          className="size-5 shrink-0 accent-brand-700"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
      </label>
      <p id={helpId} className="text-sm text-sand-700">
        {t('pictures.privacy.help')}
      </p>
    </div>
  );
}
