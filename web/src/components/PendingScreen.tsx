import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface PendingScreenProps {
  title: string;
}

/**
 * The honest stand-in for a screen whose feature has not been built yet: its real title and a
 * plain note, with no fake data and no controls that do nothing.
 */
export function PendingScreen({ title }: PendingScreenProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h1 id={titleId} className="text-2xl font-bold text-sand-900">
        {title}
      </h1>
      <p className="text-sand-700">{t('common.underConstruction')}</p>
    </section>
  );
}
