import { clientPaths as paths } from '@mithaq/contract/routes';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api';
import { hasServerKey, isServerRefusal, serverText } from '../../lib/serverText';

/** The server wanted a fresh authenticator code for a dangerous action: the dialog says so. */
export function isStepUpRefusal(error: unknown): error is ApiError {
  return hasServerKey(error, 'admin.confirmRequired', 'admin.confirmWrong') && error.status === 403;
}

/** The server refused the caller (signed out, or not an admin): the dashboard goes to the login. */
export function isAccessRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403) && !isStepUpRefusal(error);
}

/** The server's words for a refused admin action (a 4xx with a message), else `fallback`. */
export function adminErrorText(t: TFunction, error: unknown, fallback: string): string {
  return isServerRefusal(error) && error.status < 500 ? serverText(t, error) : fallback;
}

/**
 * What an admin action does when it fails, as an `onError`: a refused caller (signed out, not an
 * admin) goes to the login; a refused authenticator code is left to the step-up dialog that asked
 * for it; anything else is toasted, in the server's words for a 4xx refusal, else `fallback`
 * (always `fallback` when `serverReason` is false: the spec's own words).
 */
export function useAdminFailure() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (fallback: string, { serverReason = true }: { serverReason?: boolean } = {}) =>
      (error: unknown) => {
        if (isAccessRefused(error)) void navigate(paths.adminLogin, { replace: true });
        else if (!isStepUpRefusal(error)) toast.error(serverReason ? adminErrorText(t, error, fallback) : fallback);
      },
    [navigate, t],
  );
}
