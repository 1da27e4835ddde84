import { clientPaths as paths } from '@mithaq/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LINK = 'font-medium text-brand-800 underline underline-offset-4 hover:text-brand-950';

/** Contact lines and the Privacy Policy link under the Account page. */
export function AccountFooter() {
  const { t } = useTranslation();
  const support = t('account.footer.supportEmail');
  const privacy = t('account.footer.privacyEmail');
  return (
    <footer aria-label={t('account.footer.label')} className="flex flex-col items-center gap-1 py-2 text-center text-sm text-sand-700">
      <p>
        {t('account.footer.support')}
        <a href={`mailto:${support}`} className={LINK}>
          {support}
        </a>
      </p>
      <p>
        {t('account.footer.privacy')}
        <a href={`mailto:${privacy}`} className={LINK}>
          {privacy}
        </a>
      </p>
      <Link to={paths.privacyPolicy} className={`${LINK} mt-1 inline-flex min-h-11 items-center`}>
        {t('account.footer.privacyPolicy')}
      </Link>
    </footer>
  );
}
