import { pictureSources, type PictureRenditions, type PictureSlot } from '../lib/pictureSources';
import { MediaImage, type MediaImageProps } from './MediaImage';

interface MemberPictureProps extends Omit<MediaImageProps, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> {
  /** None: the fallback shows. */
  picture: PictureRenditions | undefined;
  /** How it is drawn: the rendition is chosen for it (lib/pictureSources.ts). */
  shownAt: PictureSlot;
}

/** A member's picture: its size reserved, the smaller rendition when it is enough, an expired URL refreshed. */
export function MemberPicture({ picture, shownAt, ...rest }: MemberPictureProps) {
  if (!picture) return <MediaImage {...rest} src={undefined} />;
  return <MediaImage {...rest} {...pictureSources(picture, shownAt)} />;
}
