import { useObjectUrl } from '../../lib/useObjectUrl';

interface PicturePreviewProps {
  file: File;
  alt: string;
  className?: string;
}

/**
 * A picked file shown before upload. Its object URL lives as long as the preview shows that file
 * (lib/useObjectUrl.ts): revoked when it is removed from the list, cropped, or the page is left,
 * so previews never leak memory.
 */
export function PicturePreview({ file, alt, className = '' }: PicturePreviewProps) {
  const url = useObjectUrl(file);
  return <img src={url ?? undefined} alt={alt} className={`aspect-square w-full rounded-xl object-cover ${className}`} />;
}
