import type { Picture } from '@mithaq/contract/profiles';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { MemberPicture } from '../../../components/MemberPicture';
import { CARD_PICTURE_SLOT } from '../../../lib/pictureSources';
import { BLURRED_IMAGE_CLASSES, PhotosHiddenNotice } from '../../../components/PhotosHiddenNotice';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDER_PICTURE } from '../formatProfile';
import { sortPictures } from '../profileApi';

interface PictureCarouselProps {
  pictures: readonly Picture[];
  name: string;
}

const ARROW =
  'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-sand-900 shadow hover:bg-white';

function Placeholder({ overlay }: { overlay?: string }) {
  return (
    <div className="relative size-full">
      <img src={PLACEHOLDER_PICTURE} alt="" className="size-full object-cover" />
      {overlay ? (
        <p className="absolute inset-x-0 top-1/2 -translate-y-1/2 bg-sand-950/60 py-2 text-center text-sm font-semibold text-white">{overlay}</p>
      ) : null}
    </div>
  );
}

function Frame({ label, children, onKeyDown }: { label: string; children: ReactNode; onKeyDown?: (event: KeyboardEvent) => void }) {
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="relative aspect-[4/5] max-h-[55dvh] w-full overflow-hidden rounded-2xl bg-sand-200"
    >
      {children}
    </section>
  );
}

/**
 * The profile's pictures, one at a time, with previous/next arrows, dots and the arrow keys. A
 * picture that fails to load shows the placeholder with 'Image unavailable' (an expired URL is
 * refreshed first, see MediaImage); none at all shows it plainly.
 */
export function PictureCarousel({ pictures, name }: PictureCarouselProps) {
  const { t, i18n } = useTranslation();
  const sorted = useMemo(() => sortPictures(pictures), [pictures]);
  const [index, setIndex] = useState(0);
  const label = t('discover.card.pictures', { name });
  const total = sorted.length;
  const shown = Math.min(index, total - 1);
  const picture = sorted[shown];
  if (!picture) {
    return (
      <Frame label={label}>
        <Placeholder overlay={t('discover.card.noPicture')} />
      </Frame>
    );
  }

  const go = (next: number) => setIndex((next + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = i18n.dir() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    if (event.key !== forward && event.key !== backward) return;
    event.preventDefault();
    go(shown + (event.key === forward ? 1 : -1));
  };

  return (
    <Frame label={label} onKeyDown={total > 1 ? onKeyDown : undefined}>
      <MemberPicture
        key={picture.id}
        picture={picture}
        shownAt={CARD_PICTURE_SLOT}
        alt={t('discover.card.picture', { number: shown + 1, total })}
        onFailed={() => console.error('Failed to load profile image', { pictureId: picture.id })}
        fallback={<Placeholder overlay={t('discover.card.imageUnavailable')} />}
        className={`size-full object-cover ${picture.blurred ? BLURRED_IMAGE_CLASSES : ''}`}
      />
      {picture.blurred ? (
        <div className={`absolute inset-x-0 flex justify-center ${total > 1 ? 'top-10' : 'top-3'}`}>
          <PhotosHiddenNotice />
        </div>
      ) : null}
      {total > 1 ? (
        <>
          <button type="button" className={`${ARROW} start-2`} aria-label={t('discover.card.previous')} onClick={() => go(shown - 1)}>
            <ChevronLeft aria-hidden="true" className="size-6 rtl:rotate-180" />
          </button>
          <button type="button" className={`${ARROW} end-2`} aria-label={t('discover.card.next')} onClick={() => go(shown + 1)}>
            <ChevronRight aria-hidden="true" className="size-6 rtl:rotate-180" />
          </button>
          {/* At the top: on a phone the deck's Pass and Like float over the card's lower part as it scrolls. */}
          <div className="absolute inset-x-0 top-1 flex justify-center gap-1">
            {sorted.map((item, position) => (
              <button
                key={item.id}
                type="button"
                aria-label={t('discover.card.show', { number: position + 1, total })}
                aria-current={position === shown ? 'true' : undefined}
                onClick={() => go(position)}
                className="group inline-flex size-7 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`block size-2.5 rounded-full shadow ring-1 ring-sand-950/20 ${position === shown ? 'bg-white' : 'bg-white/50 group-hover:bg-white/80'}`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </Frame>
  );
}
