import type { PublicProfile } from '@mithaq/contract/profiles';
import { Briefcase, MapPin } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatProfile } from '../formatProfile';
import { IntentionsList } from '../intentions/IntentionsList';
import { PictureCarousel } from './PictureCarousel';
import { ProfileFacts } from './ProfileFacts';
import { ReplyRateLine } from './ReplyRateLine';
import { AwayLine } from './AwayLine';
import { InactiveLine } from './InactiveBadge';
import { SafetyActions, type SafetyHandlers } from './SafetyActions';
import { IconLine } from '../../../components/IconLine';
import { VerifiedBadge } from '../../../components/VerifiedBadge';

interface ProfileCardProps extends SafetyHandlers {
  profile: PublicProfile;
}

/**
 * The one profile card (Discover deck and the Liked detail dialog): pictures, name and age,
 * occupation, 'city, country', the profile's details, its intentions, and Favorite, Report and Block.
 */
export function ProfileCard({ profile, ...handlers }: ProfileCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const view = formatProfile(profile, t, i18n.language);
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-3xl bg-white p-3 shadow-sm ring-1 ring-sand-200">
      <PictureCarousel pictures={profile.pictures} name={view.name} />
      <div className="flex flex-col gap-4 px-2 pb-2">
        <header className="flex flex-col gap-1">
          <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-2xl font-bold text-sand-900">
            {view.age === null ? view.name : t('profiles.nameAndAge', { name: view.name, age: view.age })}
            <VerifiedBadge verified={view.verified} size="lg" />
          </h2>
          {view.occupation ? (
            <IconLine icon={Briefcase}>
              <bdi>{view.occupation}</bdi>
            </IconLine>
          ) : null}
          <IconLine icon={MapPin}>{view.place}</IconLine>
          <ReplyRateLine rate={profile.replyRate} />
          <AwayLine away={profile.away} />
          <InactiveLine inactive={profile.inactive} />
        </header>
        <ProfileFacts profile={profile} view={view} />
        <IntentionsList intentions={profile.intentions} />
        <SafetyActions name={view.name} {...handlers} />
      </div>
    </article>
  );
}
