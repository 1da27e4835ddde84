import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { apiFetch } from '../../lib/api';
import { authErrorMessage } from './authMessages';

export const CONFIRMATION_PARAM = 'confirmation_token';

/**
 * `/auth?confirmation_token=…` (the link in the confirmation e-mail): confirms the address once,
 * says how it went, and takes the single-use token out of the address bar straight away.
 */
export function useEmailConfirmation(): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const token = new URLSearchParams(location.search).get(CONFIRMATION_PARAM);
  // The token is consumed by the server: never send it twice (StrictMode re-runs effects).
  const handledToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || handledToken.current === token) return;
    handledToken.current = token;
    const search = new URLSearchParams(location.search);
    search.delete(CONFIRMATION_PARAM);
    const rest = search.toString();
    void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true, state: location.state });
    apiFetch('/api/auth/confirm-email', { method: 'POST', json: { token }, bearer: false }).then(
      () => toast.success(t('auth.messages.emailConfirmed')),
      (error: unknown) => toast.error(authErrorMessage(t, error)),
    );
  }, [token, location, navigate, t]);
}
