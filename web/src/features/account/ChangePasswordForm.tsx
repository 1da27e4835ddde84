import { changePasswordFormSchema } from '@mithaq/contract/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormAlert } from '../../components/form/FormAlert';
import { PasswordField } from '../../components/form/PasswordField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useSession } from '../../lib/session';
import { useAuthForm } from '../auth/public';
import { renewThisDevice } from '../push/public';
import { changePassword } from './accountApi';

/**
 * Current password, then the new one twice, with the sign-up rules and messages (length here,
 * "too common" and a wrong current password from the server). Every other device is signed out;
 * this one adopts the fresh session the server answers with.
 */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const { adoptSession } = useSession();
  const { busy, submit, errorFor } = useAuthForm();
  const [values, setValues] = useState({ currentPassword: '', password: '', confirmPassword: '' });
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((now) => ({ ...now, [name]: event.target.value })),
    error: errorFor(name),
  });
  return (
    <form
      noValidate
      aria-label={t('accountControls.password.title')}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(changePasswordFormSchema, values, async (data) => {
          await adoptSession(await changePassword(data.currentPassword, data.password));
          // The server ended every push registration with its session, this device's too (nothing
          // someone slipped onto it is carried over): this device registers again for the fresh one.
          renewThisDevice();
          setValues({ currentPassword: '', password: '', confirmPassword: '' });
          toast.success(t('auth.messages.passwordUpdated'));
          onChanged();
        });
      }}
    >
      <PasswordField label={t('accountControls.password.current')} autoComplete="current-password" {...field('currentPassword')} />
      <PasswordField label={t('accountControls.password.new')} autoComplete="new-password" {...field('password')} />
      <PasswordField label={t('accountControls.password.confirm')} autoComplete="new-password" {...field('confirmPassword')} />
      <FormAlert message={errorFor()} />
      <SubmitButton label={t('accountControls.password.submit')} busyLabel={t('accountControls.password.busy')} busy={busy} />
    </form>
  );
}
