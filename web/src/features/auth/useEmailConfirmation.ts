import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { apiFetch } from '../../lib/api';
import { refusalText } from '../../lib/serverText';
import { useLinkToken } from './useLinkToken';

export const CONFIRMATION_PARAM = 'confirmation_token';

/**
 * `/auth?confirmation_token=…` (the link in the confirmation e-mail): confirms the address once,
 * says how it went, and takes the single-use token out of the address bar straight away.
 */
export function useEmailConfirmation(): void {
  const { t } = useTranslation();
  useLinkToken(CONFIRMATION_PARAM, (token) => {
    apiFetch('/api/auth/confirm-email', { method: 'POST', json: { token }, bearer: false }).then(
      () => toast.success(t('auth.messages.emailConfirmed')),
      (error: unknown) => toast.error(refusalText(t, error, t('auth.messages.unexpected'))),
    );
  });
}
