import type { Picture } from '@mithaq/contract/profiles';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo } from 'react';
import { MemberPicture } from '../../../components/MemberPicture';
import { CARD_PICTURE_SLOT } from '../../../lib/pictureSources';
import { BLURRED_IMAGE_CLASSES, PhotosHiddenNotice } from '../../../components/PhotosHiddenNotice';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDER_PICTURE } from '../formatProfile';
import { sortPictures } from '../profileApi';
import { useSnapScroller } from './useSnapScroller';

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
 * The profile's pictures side by side in a scroll-snap scroller, so a finger swipes from one to
 * the next; the previous/next arrows, the dots and the arrow keys scroll it too, and the dots
 * follow the picture in view (useSnapScroller). Only that picture is in the accessibility tree.
 * A picture that fails to load shows the placeholder with 'Image unavailable' (an expired URL is
 * refreshed first, see MediaImage); none at all shows it plainly.
 */
export function PictureCarousel({ pictures, name }: PictureCarouselProps) {
  const { t, i18n } = useTranslation();
  const sorted = useMemo(() => sortPictures(pictures), [pictures]);
  const total = sorted.length;
  const rtl = i18n.dir() === 'rtl';
  const { scroller, shown, go, onScroll, onTakeOver } = useSnapScroller(total, rtl);
  const label = t('discover.card.pictures', { name });
  const picture = sorted[shown];
  if (!picture) {
    return (
      <Frame label={label}>
        <Placeholder overlay={t('discover.card.noPicture')} />
      </Frame>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    if (event.key !== forward && event.key !== backward) return;
    event.preventDefault();
    go(shown + (event.key === forward ? 1 : -1));
  };

  return (
    <Frame label={label} onKeyDown={total > 1 ? onKeyDown : undefined}>
      {/* Focusable when it scrolls, so a keyboard reaches it (the arrow keys above move it a picture at a time). */}
      <div
        ref={scroller}
        tabIndex={total > 1 ? 0 : undefined}
        aria-live="polite"
        onScroll={onScroll}
        onPointerDown={onTakeOver}
        onWheel={onTakeOver}
        className="flex size-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain scroll-smooth motion-reduce:scroll-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {sorted.map((item, position) => (
          <div key={item.id} aria-hidden={position === shown ? undefined : 'true'} className="size-full shrink-0 snap-center snap-always overflow-hidden">
            <MemberPicture
              picture={item}
              shownAt={CARD_PICTURE_SLOT}
              alt={t('discover.card.picture', { number: position + 1, total })}
              // The first shows at once; the others load as they come near, not all on mobile data up front.
              loading={position === 0 ? undefined : 'lazy'}
              onFailed={() => console.error('Failed to load profile image', { pictureId: item.id })}
              fallback={<Placeholder overlay={t('discover.card.imageUnavailable')} />}
              className={`size-full object-cover ${item.blurred ? BLURRED_IMAGE_CLASSES : ''}`}
            />
          </div>
        ))}
      </div>
      {picture.blurred ? (
        <div className={`pointer-events-none absolute inset-x-0 flex justify-center ${total > 1 ? 'top-10' : 'top-3'}`}>
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
