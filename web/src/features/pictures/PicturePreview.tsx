import { useCallback } from 'react';

interface PicturePreviewProps {
  file: File;
  alt: string;
  className?: string;
}

/**
 * A picked file shown before upload. Its object URL lives exactly as long as the <img>: created
 * when it mounts and revoked when it unmounts (removed from the list or the page left), so
 * previews never leak memory.
 */
export function PicturePreview({ file, alt, className = '' }: PicturePreviewProps) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return undefined;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => {
        img.removeAttribute('src');
        URL.revokeObjectURL(url);
      };
    },
    [file],
  );
  return <img ref={attach} alt={alt} className={`aspect-square w-full rounded-xl object-cover ${className}`} />;
}
