import type { PublicProfile } from '@mithaq/contract/profiles';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOwnProfile } from '../profiles/public';

/**
 * Under a card whose member accepts likes from verified members only, when the viewer has no
 * badge: the Like would be refused, so say so first, with the way to the badge (Account page).
 */
export function VerifiedOnlyNote({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const own = useOwnProfile().data;
  if (!profile.verifiedContactOnly || !own || own.verified) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200">
      <BadgeCheck aria-hidden="true" className="size-5 shrink-0" />
      <span>{t('photoSafety.discoverNote', { name: profile.name })}</span>
      <Link to={paths.account} className="font-semibold underline underline-offset-2">
        {t('photoSafety.getVerified')}
      </Link>
    </p>
  );
}
