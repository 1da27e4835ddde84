import { apiPaths } from '@mithaq/contract/endpoints/paths';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError, apiFetch } from '../../lib/api';

export const RESET_TOKEN_PARAM = 'token';

export type ResetTokenState = { status: 'checking' } | { status: 'usable'; token: string };

/**
 * The token of a `/reset-password?token=…` link. It is read once, then removed from the address
 * bar (and so from history) so it does not linger; a missing or bad link sends the user back to
 * /auth with the spec's message. Only a definite "invalid" (400) rejects the link: if the check
 * itself fails, the form is shown and the update call validates the token again.
 */
export function useResetToken(): { state: ResetTokenState; rejectLink: () => void } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [token] = useState(() => new URLSearchParams(location.search).get(RESET_TOKEN_PARAM));
  const [usable, setUsable] = useState(false);

  const rejectLink = useCallback(() => {
    // A fixed id: StrictMode's second run updates the same toast instead of adding another.
    toast.error(t('auth.messages.invalidResetLink'), { id: 'invalid-reset-link' });
    void navigate(paths.auth, { replace: true });
  }, [navigate, t]);

  const hasTokenInUrl = new URLSearchParams(location.search).has(RESET_TOKEN_PARAM);
  useEffect(() => {
    if (hasTokenInUrl) void navigate({ pathname: location.pathname, search: '' }, { replace: true });
  }, [hasTokenInUrl, location.pathname, navigate]);

  useEffect(() => {
    if (!token) {
      rejectLink();
      return;
    }
    let active = true;
    apiFetch(apiPaths.auth.checkPasswordReset, { method: 'POST', json: { token }, bearer: false }).then(
      () => active && setUsable(true),
      (error: unknown) => {
        if (!active) return;
        if (error instanceof ApiError && error.status === 400) rejectLink();
        else setUsable(true);
      },
    );
    return () => {
      active = false;
    };
  }, [token, rejectLink]);

  return { state: token && usable ? { status: 'usable', token } : { status: 'checking' }, rejectLink };
}
