import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { LanguagePicker } from './LanguagePicker';
import { Logo } from './Logo';

/** Brand header of the public pages: the logo and name, linking home, and the language choice. */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="border-b border-sand-200 bg-white/80">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
        <Link to={paths.home} className="inline-flex items-center gap-2 rounded-lg">
          <Logo />
          <span className="text-xl font-bold tracking-tight text-brand-900">{t('brand.name')}</span>
        </Link>
        <LanguagePicker />
      </div>
    </header>
  );
}
