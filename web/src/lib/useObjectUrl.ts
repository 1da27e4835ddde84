import { useEffect, useState } from 'react';

/**
 * An object URL for `blob`, or null while there is none. It is made just after the render that
 * first shows the blob (as a callback: effects only subscribe) and revoked when the blob changes
 * or the component goes, so a picture shown through it never leaks memory.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [made, setMade] = useState<{ blob: Blob; href: string } | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    let href: string | null = null;
    let gone = false;
    void Promise.resolve().then(() => {
      if (gone) return;
      href = URL.createObjectURL(blob);
      setMade({ blob, href });
    });
    return () => {
      gone = true;
      if (href !== null) URL.revokeObjectURL(href);
    };
  }, [blob]);
  return blob && made?.blob === blob ? made.href : null;
}
