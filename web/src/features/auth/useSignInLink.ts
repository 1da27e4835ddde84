import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { requestSignInWithLink } from '../../lib/authRequests';
import { useSession } from '../../lib/session';
import { refusalText } from '../../lib/serverText';
import { useLinkToken } from './useLinkToken';

export const SIGN_IN_LINK_PARAM = 'sign_in_token';

/**
 * `/auth?sign_in_token=…` (the link mailed when an account's wrong-password limit was reached):
 * signs the owner in once, like the password would; the /auth guard then takes them on.
 */
export function useSignInLink(): void {
  const { t } = useTranslation();
  const { adoptSession } = useSession();
  useLinkToken(SIGN_IN_LINK_PARAM, (token) => {
    requestSignInWithLink(token).then(adoptSession, (error: unknown) => toast.error(refusalText(t, error, t('auth.messages.unexpected'))));
  });
}
