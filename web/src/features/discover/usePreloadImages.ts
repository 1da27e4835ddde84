import type { PublicProfile } from '@mithaq/contract/profiles';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { refreshMediaUrl } from '../../lib/mediaRefresh';
import { CARD_PICTURE_SLOT, pictureSources, type PictureSources } from '../../lib/pictureSources';
import { sortPictures } from '../profiles/public';

/** How many preloaded pictures are kept referenced (the browser cache keeps the rest). */
const KEEP = 12;

/**
 * Starts downloading the first picture of each upcoming card, so it shows at once when its turn
 * comes. One that fails (its URL expired) asks for fresh URLs at once (lib/mediaRefresh.ts), so
 * the card gets them before it shows; the new URLs are then preloaded in turn.
 */
export function usePreloadImages(upcoming: readonly PublicProfile[]) {
  const client = useQueryClient();
  const loaded = useRef(new Map<string, HTMLImageElement>());
  // The same rendition the card's <img> will ask for (its srcset and sizes), so it shows at once.
  const sources = upcoming.flatMap((profile) => {
    const [first] = sortPictures(profile.pictures);
    return first ? [pictureSources(first, CARD_PICTURE_SLOT)] : [];
  });
  const key = JSON.stringify(sources);
  useEffect(() => {
    const cache = loaded.current;
    for (const { src, srcSet, sizes } of JSON.parse(key) as PictureSources[]) {
      if (cache.has(src)) continue;
      const image = new Image();
      image.decoding = 'async';
      image.onerror = () => void refreshMediaUrl(client, src);
      if (srcSet && sizes) {
        image.sizes = sizes;
        image.srcset = srcSet;
      }
      image.src = src;
      cache.set(src, image);
    }
    // Forget the oldest ones; a Map iterates in insertion order.
    for (const url of [...cache.keys()].slice(0, Math.max(0, cache.size - KEEP))) cache.delete(url);
  }, [key, client]);
}
