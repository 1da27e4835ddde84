import { Coins, Eye, SlidersHorizontal } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type FeatureKey = 'tokens' | 'likes' | 'filters';

const FEATURES: readonly { key: FeatureKey; Icon: LucideIcon }[] = [
  { key: 'tokens', Icon: Coins },
  { key: 'likes', Icon: Eye },
  { key: 'filters', Icon: SlidersHorizontal },
];

/** The landing page's three selling points (spec §2). */
export function FeatureBlurbs() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-5xl px-4 pt-4 pb-12 md:pt-8">
      <h2 id="features-title" className="sr-only">
        {t('landing.featuresTitle')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {FEATURES.map(({ key, Icon }) => (
          <li key={key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
            <Icon aria-hidden="true" className="mb-3 size-8 text-brand-700" />
            <h3 className="mb-2 text-lg font-semibold text-sand-900">{t(`landing.features.${key}.title`)}</h3>
            <p className="text-sand-700">{t(`landing.features.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
