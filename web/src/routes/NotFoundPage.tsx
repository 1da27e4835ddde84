import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '../components/ButtonLink';
import { CenteredPage } from '../components/CenteredPage';
import { clientPaths as paths } from '@mithaq/contract/routes';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  useEffect(() => {
    // Logged so broken links show up in the browser console and error monitoring.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <CenteredPage>
      <div className="flex flex-col items-center gap-4 text-center">
        <h1 className="text-6xl font-bold text-brand-800">{t('notFound.code')}</h1>
        <p className="text-xl text-sand-800">{t('notFound.message')}</p>
        <ButtonLink to={paths.home}>{t('notFound.returnHome')}</ButtonLink>
      </div>
    </CenteredPage>
  );
}
