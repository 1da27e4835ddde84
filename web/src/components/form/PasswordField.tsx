import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a button that shows or hides what was typed. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  const toggle = (
    <button
      type="button"
      onClick={() => setVisible((shown) => !shown)}
      aria-label={visible ? t('auth.fields.hidePassword') : t('auth.fields.showPassword')}
      className="inline-flex size-10 items-center justify-center rounded-lg text-sand-700 hover:text-brand-800"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
  return <TextField {...props} type={visible ? 'text' : 'password'} trailing={toggle} />;
}
