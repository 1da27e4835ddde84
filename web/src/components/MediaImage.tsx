import type { ImgHTMLAttributes, ReactNode } from 'react';
import { transport } from '../lib/transport';
import { useMediaImage } from '../lib/useMediaImage';

export interface MediaImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string | undefined;
  /** An image shown instead (same attributes) while the picture cannot load: its URL being refreshed, or for good. */
  fallbackSrc?: string;
  /** Or anything else shown instead; nothing when neither is given. */
  fallback?: ReactNode;
  /** Called when the picture fails to load (before its URL is refreshed). */
  onFailed?: () => void;
}

/**
 * An <img> of a signed /media picture that survives its URL expiring: on a load error the data
 * that carried the URL is fetched again (lib/useMediaImage.ts) and the new URL shows; meanwhile,
 * or if the picture really is gone, the fallback shows. In the native wrapper the picture is
 * fetched with the access token and shown from memory; the <img> has no src until it arrives.
 */
export function MediaImage({ src, srcSet, sizes, fallbackSrc, fallback = null, onFailed, alt, ...rest }: MediaImageProps) {
  const { src: shown, failed, onError } = useMediaImage(src, onFailed);
  if (src === undefined || failed) return fallbackSrc === undefined ? <>{fallback}</> : <img {...rest} src={fallbackSrc} alt={alt} />;
  // srcset (the renditions of a member's picture) on the web only: the wrapper shows one object URL.
  const sources = transport().fetchesPictures ? {} : { srcSet, sizes };
  return <img {...rest} {...sources} src={shown} alt={alt} onError={onError} />;
}
