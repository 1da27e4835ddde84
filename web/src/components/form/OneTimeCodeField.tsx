import { TextField, type TextFieldProps } from './TextField';

type OneTimeCodeFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'onChange' | 'value'> & {
  value: string;
  /** The digits typed (anything else is dropped as it is typed). */
  onValueChange: (code: string) => void;
};

/**
 * A code from an authenticator app (6 digits unless `maxLength` says otherwise): the phone's
 * number pad and its one-time-code autofill, digits only, shown as typed (it works once anyway).
 */
export function OneTimeCodeField({ onValueChange, maxLength = 6, ...props }: OneTimeCodeFieldProps) {
  return (
    <TextField
      {...props}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={maxLength}
      onChange={(event) => onValueChange(event.target.value.replace(/\D/g, ''))}
    />
  );
}
