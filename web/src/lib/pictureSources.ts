import { pictureRenditions } from '@mithaq/contract/constants';
import type { Picture } from '@mithaq/contract/profiles';
import { apiUrl } from './platform';
import { transport } from './transport';

/** What the server sends of a picture that the <img> needs. */
export type PictureRenditions = Pick<Picture, 'url' | 'thumbUrl' | 'width' | 'height' | 'blurred'>;

/** How a picture is drawn: `sizes` as the browser reads it, and the widest it ever is (CSS pixels). */
export interface PictureSlot {
  sizes: string;
  maxWidth: number;
}

export interface PictureSources {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

/**
 * The <img> attributes of a member's picture. Its size (the card rendition's pixels) keeps its
 * place in the page before it loads. On the web, `srcset` offers the 320 px thumbnail and the
 * 1080 px card and the browser fetches the one the slot needs at the screen's density (`src`,
 * the choice at density 1, is what a browser without srcset shows). The native wrapper fetches
 * pictures itself with its access token (lib/useMediaObjectUrl.ts), so it is handed the one
 * rendition the browser would have chosen for the slot's widest. A blurred picture (photo
 * privacy) has a single rendition, used for both.
 */
export function pictureSources(picture: PictureRenditions, slot: PictureSlot, fetched = transport().fetchesPictures): PictureSources {
  const { url, thumbUrl, width, height } = picture;
  const thumbWidth = Math.min(pictureRenditions.thumbWidth, width);
  if (picture.blurred || thumbUrl === url || thumbWidth >= width) return { src: url, width, height };
  const fitting = (density: number) => (slot.maxWidth * density <= thumbWidth ? thumbUrl : url);
  if (fetched) return { src: fitting(window.devicePixelRatio || 1), width, height };
  return { src: fitting(1), srcSet: `${apiUrl(thumbUrl)} ${thumbWidth}w, ${apiUrl(url)} ${width}w`, sizes: slot.sizes, width, height };
}

/** The card's picture in a profile card or carousel: the page's width, at most 40rem. */
export const CARD_PICTURE_SLOT: PictureSlot = { sizes: '(min-width: 42rem) 40rem, 100vw', maxWidth: 640 };
