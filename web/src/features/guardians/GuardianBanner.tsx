import type { GuardianBanner as Banner } from '@mithaq/contract/guardians';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Told to the other member of a chat (before paying to unlock, and in the chat): the partner's
 * guardian receives copies. The server records that it was shown; nothing of theirs is sent before.
 */
export function GuardianBanner({ guardians }: { guardians: Banner[] }) {
  const { t } = useTranslation();
  if (guardians.length === 0) return null;
  return (
    <div role="note" aria-label={t('guardians.bannerTitle')} className="flex items-start gap-3 rounded-xl bg-brand-50 p-3 text-brand-950 ring-1 ring-brand-200">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <ul className="flex flex-col gap-1 text-sm">
        {guardians.map((guardian, index) => (
          <li key={index}>{t('guardians.banner', { name: guardian.name, relation: t(`guardians.relationsInline.${guardian.relation}`) })}</li>
        ))}
      </ul>
    </div>
  );
}
