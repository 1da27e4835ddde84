import { useTranslation } from 'react-i18next';
import { BackLink } from '../components/BackLink';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { PolicySection } from '../features/privacy/PolicySection';
import { usePolicySections } from '../features/privacy/usePolicySections';
import { PRIVACY_POLICY_DATE } from '@mithaq/contract/constants';
import { clientPaths as paths } from '@mithaq/contract/routes';

export function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation();
  const email = t('privacy.contactEmail');
  const sections = usePolicySections(email);
  // The date of the current text, said in the reader's language.
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${PRIVACY_POLICY_DATE}T00:00:00Z`));
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 md:py-12">
        <BackLink to={paths.home} label={t('common.backToHome')} />
        <article className="mt-4 flex flex-col gap-8 leading-relaxed text-sand-800">
          <header>
            <h1 className="text-3xl font-bold text-brand-950">{t('privacy.title')}</h1>
            <p className="mt-1 text-sm text-sand-600">{t('privacy.lastUpdated', { date })}</p>
          </header>
          {sections.map((section) => (
            <PolicySection key={section.id} section={section} email={email} />
          ))}
        </article>
      </main>
      <SiteFooter />
    </div>
  );
}
