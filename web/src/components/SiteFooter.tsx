import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clientPaths as paths } from '@mithaq/contract/routes';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-sand-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-2 px-4 py-6 text-sm text-sand-700 md:flex-row md:justify-between">
        <p>{t('landing.footer.copyright')}</p>
        <nav aria-label={t('landing.footer.navLabel')}>
          <Link to={paths.privacyPolicy} className="rounded font-medium text-brand-800 underline-offset-4 hover:underline">
            {t('landing.footer.privacyPolicy')}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
