import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-6' } as const;

/**
 * The blue badge of a member whose selfie a moderator approved, beside their name wherever it is
 * shown; its accessible name is "Verified". Nothing for a member without it.
 */
export function VerifiedBadge({ verified, size = 'md' }: { verified: boolean; size?: keyof typeof sizes }) {
  const { t } = useTranslation();
  if (!verified) return null;
  return <BadgeCheck role="img" aria-label={t('profiles.verified')} className={`${sizes[size]} shrink-0 text-sky-600`} />;
}
