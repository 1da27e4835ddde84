import { useTranslation } from 'react-i18next';
import { contractText } from '../../lib/serverText';
import { useSignupForm } from './SignupFormContext';

/** The shown (translated) message of a wizard field, or of the first of several paths that has one. */
export function useFieldError() {
  const { t } = useTranslation();
  const { errors } = useSignupForm();
  return (...paths: string[]): string | null => {
    const message = paths.map((path) => errors[path]).find(Boolean);
    return message ? contractText(t, message) : null;
  };
}
