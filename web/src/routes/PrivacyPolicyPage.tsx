import { useTranslation } from 'react-i18next';
import { BackLink } from '../components/BackLink';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { PolicySection } from '../features/privacy/PolicySection';
import type { PolicySectionContent } from '../features/privacy/PolicySection';
import { clientPaths as paths } from '@mithaq/contract/routes';

export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const email = t('privacy.contactEmail');
  const sections: PolicySectionContent[] = t('privacy.sections', { returnObjects: true, email });
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 md:py-12">
        <BackLink to={paths.home} label={t('common.backToHome')} />
        <article className="mt-4 flex flex-col gap-8 leading-relaxed text-sand-800">
          <header>
            <h1 className="text-3xl font-bold text-brand-950">{t('privacy.title')}</h1>
            <p className="mt-1 text-sm text-sand-600">{t('privacy.lastUpdated')}</p>
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
