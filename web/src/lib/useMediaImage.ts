import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useState } from 'react';
import { isMediaUrl, refreshMediaUrl } from './mediaRefresh';
import { apiUrl } from './platform';
import { transport } from './transport';
import { useMediaObjectUrl } from './useMediaObjectUrl';

/**
 * For an <img> of `url`: the `src` to give it, `failed` once it failed to load, and the `onError`
 * to give it. A /media URL that fails (most often: it expired on a screen left open) has its query
 * fetched again (lib/mediaRefresh.ts); the new URL then replaces it, and `failed` is false again
 * for it. Until then, and for good when the refetch brings the same URL or the new one fails too,
 * the caller shows its placeholder. `onFailed` is called on each failure, before that refresh.
 *
 * On the web `src` is the URL itself (the browser sends the viewer cookie). In the native wrapper
 * the picture is fetched with the access token and `src` is its object URL, undefined while it
 * loads (lib/useMediaObjectUrl.ts); a failed fetch counts as a failed load.
 */
export function useMediaImage(url: string | undefined, onFailed?: () => void) {
  // Optional: a picture rendered outside a QueryClientProvider simply fails, as before.
  const client = useContext(QueryClientContext);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const onError = useCallback(() => {
    if (url === undefined) return;
    onFailed?.();
    setFailedUrl(url);
    if (client && isMediaUrl(url)) void refreshMediaUrl(client, url);
  }, [client, url, onFailed]);
  const failed = url !== undefined && failedUrl === url;
  const fetched = transport().fetchesPictures;
  const objectUrl = useMediaObjectUrl(fetched && !failed ? url : undefined, onError);
  const src = url === undefined ? undefined : fetched ? objectUrl : apiUrl(url);
  return { src, failed, onError };
}
