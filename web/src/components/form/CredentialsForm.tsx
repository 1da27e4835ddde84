import type { ReactNode } from 'react';
import type { ButtonVariant } from '../buttonStyles';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';
import { TextField, type TextFieldProps } from './TextField';

/** One field's state: what was typed, the setter, and the form's error for it. */
interface CredentialInput {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** The e-mail field; its name, type and autocomplete are the members' (the admin login names its own). */
type EmailInput = CredentialInput & Partial<Pick<TextFieldProps, 'name' | 'type' | 'autoComplete' | 'inputMode' | 'placeholder'>>;

export interface CredentialsFormProps {
  onSubmit: () => void;
  /** The form's accessible name, when a page holds several. */
  formLabel?: string;
  /** Classes added to the stack's own (a border above a secondary form). */
  className?: string;
  /** Shown above the fields. */
  intro?: ReactNode;
  email?: EmailInput;
  /** The account's current password (name "password", autocomplete current-password, with show/hide). */
  password?: CredentialInput;
  /** Fields after those two: a new password and its confirmation (features/auth/NewPasswordFields.tsx). */
  children?: ReactNode;
  /** The form's error that belongs to no field. */
  alert: string | null | undefined;
  submit: { label: string; busyLabel: string; busy: boolean; variant?: ButtonVariant };
}

/**
 * The stack every sign-in, sign-up, confirmation, reset, e-mail request and admin login form
 * shares: a form the browser does not validate (the contract's schema does), the e-mail and
 * password fields with their labels, autocomplete and errors, the form's alert and its submit
 * button. Labels, names and autocomplete values are what password managers and e2e/ find them by.
 */
export function CredentialsForm({ onSubmit, formLabel, className, intro, email, password, children, alert, submit }: CredentialsFormProps) {
  return (
    <form
      noValidate
      aria-label={formLabel}
      className={className ? `flex flex-col gap-4 ${className}` : 'flex flex-col gap-4'}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {intro}
      {email ? (
        <TextField
          label={email.label}
          type={email.type ?? 'email'}
          name={email.name ?? 'email'}
          autoComplete={email.autoComplete ?? 'email'}
          inputMode={email.inputMode}
          placeholder={email.placeholder}
          value={email.value}
          onChange={(event) => email.onChange(event.target.value)}
          error={email.error}
        />
      ) : null}
      {password ? (
        <PasswordField
          label={password.label}
          name="password"
          autoComplete="current-password"
          value={password.value}
          onChange={(event) => password.onChange(event.target.value)}
          error={password.error}
        />
      ) : null}
      {children}
      <FormAlert message={alert} />
      <SubmitButton {...submit} />
    </form>
  );
}
