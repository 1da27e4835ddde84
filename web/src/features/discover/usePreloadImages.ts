import type { PublicProfile } from '@mithaq/contract/profiles';
import { useEffect, useRef } from 'react';
import { sortPictures } from '../profiles/profileApi';

/** How many preloaded pictures are kept referenced (the browser cache keeps the rest). */
const KEEP = 12;

/** Starts downloading the first picture of each upcoming card, so it shows at once when its turn comes. */
export function usePreloadImages(upcoming: readonly PublicProfile[]) {
  const loaded = useRef(new Map<string, HTMLImageElement>());
  const urls = upcoming.flatMap((profile) => {
    const [first] = sortPictures(profile.pictures);
    return first ? [first.url] : [];
  });
  const key = urls.join('\n');
  useEffect(() => {
    const cache = loaded.current;
    for (const url of key ? key.split('\n') : []) {
      if (cache.has(url)) continue;
      const image = new Image();
      image.decoding = 'async';
      image.src = url;
      cache.set(url, image);
    }
    // Forget the oldest ones; a Map iterates in insertion order.
    for (const url of [...cache.keys()].slice(0, Math.max(0, cache.size - KEEP))) cache.delete(url);
  }, [key]);
}
