import type { PublicProfile } from '@mithaq/contract/profiles';
import { Briefcase, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconLine } from '../../../components/IconLine';
import { PictureCarousel, ProfileFacts, formatProfile } from '../../profiles/public';

/**
 * An ended match's profile: pictures, name and age, place and details — the Discover card's
 * parts without its Favorite/Report/Block row (the match is over; Remove Forever replaces them).
 */
export function UnmatchedProfile({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation();
  const view = formatProfile(profile, t, i18n.language);
  return (
    <div className="flex flex-col gap-4">
      <PictureCarousel pictures={profile.pictures} name={view.name} />
      <div className="flex flex-col gap-1 px-1">
        <h3 className="text-xl font-bold text-sand-900">
          {view.age === null ? view.name : t('profiles.nameAndAge', { name: view.name, age: view.age })}
        </h3>
        {view.occupation ? (
          <IconLine icon={Briefcase}>
            <bdi>{view.occupation}</bdi>
          </IconLine>
        ) : null}
        <IconLine icon={MapPin}>{view.place}</IconLine>
      </div>
      <div className="px-1">
        <ProfileFacts profile={profile} view={view} />
      </div>
    </div>
  );
}
