import type { PublicProfile } from '@mithaq/contract/profiles';
import { useTranslation } from 'react-i18next';
import { MemberPicture } from '../../components/MemberPicture';
import { BLURRED_IMAGE_CLASSES, PhotosHiddenNotice } from '../../components/PhotosHiddenNotice';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { formatProfile, PLACEHOLDER_PICTURE, sortPictures } from '../profiles/public';

/** Two tiles a row, across the page's width (40rem at most). */
const TILE_SLOT = { sizes: '(min-width: 42rem) 20rem, 50vw', maxWidth: 320 };

/**
 * A small card of the Liked grid: first picture, name, age and 'city, country'; opens the profile.
 * Its accessible name is its visible text (WCAG 2.5.3 Label in Name): what a member reads is what
 * they can say to a voice control.
 */
export function LikedTile({ profile, onOpen }: { profile: PublicProfile; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const view = formatProfile(profile, t, i18n.language);
  const [first] = sortPictures(profile.pictures);
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-white text-start shadow-sm ring-1 ring-sand-200 transition-shadow hover:shadow-md"
    >
      <span className="relative block overflow-hidden">
        <MemberPicture
          picture={first}
          shownAt={TILE_SLOT}
          alt=""
          fallbackSrc={PLACEHOLDER_PICTURE}
          className={`aspect-[4/5] w-full bg-sand-200 object-cover ${first?.blurred ? BLURRED_IMAGE_CLASSES : ''}`}
        />
        {first?.blurred ? (
          <span className="absolute inset-x-0 bottom-2 flex justify-center px-1">
            <PhotosHiddenNotice variant="compact" />
          </span>
        ) : null}
      </span>
      <span className="flex flex-col gap-0.5 p-3">
        <span className="flex items-center gap-1 font-semibold text-sand-900">
          {view.age === null ? view.name : t('profiles.nameAndAge', { name: view.name, age: view.age })}
          <VerifiedBadge verified={view.verified} size="sm" />
        </span>
        <span className="text-sm text-sand-700">{view.place}</span>
      </span>
    </button>
  );
}
