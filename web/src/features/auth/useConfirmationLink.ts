import { apiPaths } from '@mithaq/contract/endpoints/paths';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError, apiFetch } from '../../lib/api';
import { refusalText } from '../../lib/serverText';
import { useLinkToken } from './useLinkToken';

export const CONFIRMATION_PARAM = 'confirmation_token';

/**
 * `/auth?confirmation_token=…` (the link in the confirmation e-mail): takes the single-use token
 * out of the address bar straight away and keeps it for the page's confirmation card until
 * `close`. The link is checked at once, so a spent or expired one is said (the server's message)
 * before anything is typed; if the check itself fails, the card stays and its call checks again.
 */
export function useConfirmationLink(): { token: string | null; close: () => void } {
  const { t } = useTranslation();
  const [token, setToken] = useState<string | null>(null);
  useLinkToken(CONFIRMATION_PARAM, setToken);

  useEffect(() => {
    if (!token) return;
    let active = true;
    apiFetch(apiPaths.auth.checkConfirmation, { method: 'POST', json: { token }, bearer: false }).catch((error: unknown) => {
      if (!active || !(error instanceof ApiError && error.status === 400)) return;
      toast.error(refusalText(t, error, t('auth.messages.unexpected')));
      setToken(null);
    });
    return () => {
      active = false;
    };
  }, [token, t]);

  return { token, close: () => setToken(null) };
}
