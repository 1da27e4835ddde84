import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageLoadError } from '../lib/lazyRoute';
import { messageText } from '../lib/serverText';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { reloadPage } from '../lib/reloadPage';
import { buttonClasses } from './buttonStyles';
import { ErrorScreen } from './ErrorScreen';

function routeErrorMessage(t: TFunction, error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof PageLoadError) return t('errors.pageLoadFailed');
  return messageText(t, error);
}

/** The router's errorElement: shown when a route throws while rendering. */
export function RouterErrorFallback() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <ErrorScreen title={t('errors.routerTitle')} message={routeErrorMessage(t, error) ?? t('errors.unexpected')}>
      <button type="button" className={buttonClasses('primary')} onClick={reloadPage}>
        {t('errors.reloadPage')}
      </button>
      {/* A full page load (not a router link) so the app restarts from a clean state. */}
      <a href={paths.home} className={buttonClasses('secondary')}>
        {t('common.backToHome')}
      </a>
    </ErrorScreen>
  );
}
