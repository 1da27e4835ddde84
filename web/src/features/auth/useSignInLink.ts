import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSession } from '../../lib/session';
import { refusalText } from '../../lib/serverText';
import { useLinkToken } from './useLinkToken';

export const SIGN_IN_LINK_PARAM = 'sign_in_token';

/**
 * `/auth?sign_in_token=…` (the link mailed when an account's wrong-password limit was reached):
 * signs the owner in once, like the password would; the /auth guard then takes them on.
 * The page shows before the first session check answers, so the token waits for that answer:
 * a "no session" arriving after the link's session would otherwise undo it, and someone already
 * signed in is simply taken into the app.
 */
export function useSignInLink(): void {
  const { t } = useTranslation();
  const { status, adoptSession } = useSession();
  const [token, setToken] = useState<string | null>(null);
  const redeemed = useRef(false);
  useLinkToken(SIGN_IN_LINK_PARAM, setToken);

  useEffect(() => {
    if (!token || status !== 'signedOut' || redeemed.current) return;
    redeemed.current = true;
    import('../../lib/authRequests')
      .then(({ requestSignInWithLink }) => requestSignInWithLink(token))
      .then(adoptSession, (error: unknown) => toast.error(refusalText(t, error, t('auth.messages.unexpected'))));
  }, [token, status, adoptSession, t]);
}
