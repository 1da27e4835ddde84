import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ButtonLink';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { FeatureBlurbs } from '../features/landing/FeatureBlurbs';
import { SuccessStories } from '../features/landing/SuccessStories';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { prefetch } from '../lib/lazyRoute';
import { pageChunks } from './pageChunks';

/** Both buttons lead to /auth: its code starts loading as soon as the visitor reaches for one. */
const loadAuthPage = () => prefetch([pageChunks.auth]);

/** `/` for signed-out visitors. The header deliberately has no Sign In / Join Now buttons (spec §2). */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex-1">
        <section className="bg-gradient-to-b from-brand-50 to-sand-50">
          <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 pt-16 pb-10 text-center md:pt-24 md:pb-14">
            <h1 className="text-4xl font-bold tracking-tight text-balance text-brand-950 md:text-5xl">
              {t('landing.headline')}
            </h1>
            <p className="max-w-2xl text-lg text-sand-700">{t('landing.tagline')}</p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <ButtonLink to={paths.auth} onIntent={loadAuthPage}>
                {t('landing.getStarted')}
              </ButtonLink>
              <ButtonLink to={paths.auth} variant="secondary" onIntent={loadAuthPage}>
                {t('landing.alreadyMember')}
              </ButtonLink>
            </div>
          </div>
        </section>
        <FeatureBlurbs />
        <SuccessStories />
      </main>
      <SiteFooter />
    </div>
  );
}
