import { PasswordField } from '../../components/form/PasswordField';

interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string };
  /** The second field's form name (password managers tell sign-up from reset by it). */
  confirmName: string;
  password: string;
  confirmPassword: string;
  onPassword: (value: string) => void;
  onConfirmPassword: (value: string) => void;
  /** The form's error for a field (useAuthForm). */
  errorFor: (field: 'password' | 'confirmPassword') => string | null;
}

/** A new password and its confirmation, as sign-up, reset and the confirmation link ask for them. */
export function NewPasswordFields({ labels, confirmName, password, confirmPassword, onPassword, onConfirmPassword, errorFor }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={labels.password}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={errorFor('password')}
      />
      <PasswordField
        label={labels.confirm}
        name={confirmName}
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => onConfirmPassword(event.target.value)}
        error={errorFor('confirmPassword')}
      />
    </>
  );
}
