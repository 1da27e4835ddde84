import type { PublicProfile } from '@mithaq/contract/profiles';
import { UserRound } from 'lucide-react';
import { MemberPicture } from '../../components/MemberPicture';
import { sortPictures } from '../profiles/public';

const SIZES = { md: 'size-12 text-lg', sm: 'size-10 text-base' } as const;
const SLOTS = { md: { sizes: '3rem', maxWidth: 48 }, sm: { sizes: '2.5rem', maxWidth: 40 } } as const;

interface MatchAvatarProps {
  profile: PublicProfile;
  /** The display name (its first letter stands in when there is no picture). */
  name: string;
  size?: keyof typeof SIZES;
}

/**
 * The profile's first picture in a circle, or the name's initial when there is none (or it fails);
 * a former member (anonymised) has no name of their own, so a plain person icon stands in.
 */
export function MatchAvatar({ profile, name, size = 'md' }: MatchAvatarProps) {
  const [first] = sortPictures(profile.pictures);
  const shape = `${SIZES[size]} shrink-0 rounded-full`;
  const initial = (
    <span aria-hidden="true" data-testid="avatar-initial" className={`${shape} inline-flex items-center justify-center bg-brand-100 font-bold text-brand-800`}>
      {profile.former ? <UserRound className="size-1/2" /> : (Array.from(name)[0]?.toLocaleUpperCase() ?? '')}
    </span>
  );
  // A blurred (photo privacy) picture is blurred again as it is scaled up from its 24 pixels.
  const blur = first?.blurred ? 'blur-[2px]' : '';
  return <MemberPicture picture={first} shownAt={SLOTS[size]} alt="" fallback={initial} className={`${shape} bg-sand-200 object-cover ${blur}`} />;
}
