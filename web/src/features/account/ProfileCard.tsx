import type { OwnProfile } from '@mithaq/contract/profiles';
import { Briefcase, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatProfile, PLACEHOLDER_PICTURE } from '../profiles/public';
import { IconLine } from '../../components/IconLine';
import { MediaImage } from '../../components/MediaImage';
import { VerifiedBadge } from '../../components/VerifiedBadge';

/** The signed-in user's own card: first picture (or the placeholder), name, age, place, occupation. */
export function ProfileCard({ profile }: { profile: OwnProfile }) {
  const { t, i18n } = useTranslation();
  const view = formatProfile(profile, t, i18n.language);
  return (
    <div className="flex items-center gap-4">
      <MediaImage
        src={view.picture}
        alt={view.hasPicture ? view.name : ''}
        fallbackSrc={PLACEHOLDER_PICTURE}
        className="size-24 shrink-0 rounded-2xl bg-sand-200 object-cover ring-1 ring-sand-200"
      />
      <div className="flex min-w-0 flex-col gap-1">
        {/* A heading, as it looks (axe's p-as-heading, WCAG 1.3.1): the member's name heads their card. */}
        <h2 className="flex flex-wrap items-center gap-2 text-xl font-bold text-sand-900">
          <span data-testid="profile-name-age">
            {view.age === null ? view.name : t('profiles.nameAndAge', { name: view.name, age: view.age })}
          </span>
          {view.verified ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-sm font-semibold text-sky-800 ring-1 ring-sky-200">
              <VerifiedBadge verified size="sm" />
              <span aria-hidden="true">{t('profiles.verified')}</span>
            </span>
          ) : null}
        </h2>
        <IconLine icon={MapPin}>{view.place}</IconLine>
        {view.occupation ? (
          <IconLine icon={Briefcase}>
            <bdi>{view.occupation}</bdi>
          </IconLine>
        ) : null}
      </div>
    </div>
  );
}
