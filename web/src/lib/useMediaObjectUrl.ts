import { useEffect, useRef, useState } from 'react';
import { getAccessToken } from './authTokens';
import { apiUrl } from './platform';
import { useObjectUrl } from './useObjectUrl';

/**
 * In the native wrapper an <img> cannot load a /media picture: its pages are another site than
 * the API, so the viewer cookie /media asks for is never sent. The picture is fetched instead
 * with the access token (the server accepts it as the viewer's proof, server http/media-viewer.ts)
 * and shown through an object URL (lib/useObjectUrl.ts), revoked when the URL changes or the component goes.
 *
 * Returns the object URL of `url` once loaded (undefined before, or when `url` is undefined); a
 * failed fetch (an expired URL answers 404, as every refusal does) calls `onFailed`, as the
 * <img>'s error event does on the web, so the same refresh follows (lib/mediaRefresh.ts).
 */
export function useMediaObjectUrl(url: string | undefined, onFailed: () => void): string | undefined {
  const [loaded, setLoaded] = useState<{ url: string; blob: Blob } | null>(null);
  // The latest callback, so a caller's new function each render does not fetch the picture again.
  const failedRef = useRef(onFailed);
  useEffect(() => {
    failedRef.current = onFailed;
  });
  useEffect(() => {
    if (url === undefined) return;
    const abort = new AbortController();
    void fetchPicture(url, abort.signal).then((blob) => {
      if (abort.signal.aborted) return;
      if (!blob) return failedRef.current();
      setLoaded({ url, blob });
    });
    return () => abort.abort();
  }, [url]);
  return useObjectUrl(url !== undefined && loaded?.url === url ? loaded.blob : null) ?? undefined;
}

/** The picture's bytes, or null when it cannot be had (refused, expired, gone, offline, aborted). */
async function fetchPicture(url: string, signal: AbortSignal): Promise<Blob | null> {
  const token = getAccessToken();
  try {
    const response = await fetch(apiUrl(url), {
      credentials: 'omit',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}
