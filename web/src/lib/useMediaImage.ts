import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useState } from 'react';
import { isMediaUrl, refreshMediaUrl } from './mediaRefresh';

/**
 * For an <img> of `url`: `failed` once it failed to load, and the `onError` to give it. A /media
 * URL that fails (most often: it expired on a screen left open) has its query fetched again
 * (lib/mediaRefresh.ts); the new URL then replaces it, and `failed` is false again for it. Until
 * then, and for good when the refetch brings the same URL or the new one fails too, the caller
 * shows its placeholder.
 */
export function useMediaImage(url: string | undefined) {
  // Optional: a picture rendered outside a QueryClientProvider simply fails, as before.
  const client = useContext(QueryClientContext);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const onError = useCallback(() => {
    if (url === undefined) return;
    setFailedUrl(url);
    if (client && isMediaUrl(url)) void refreshMediaUrl(client, url);
  }, [client, url]);
  return { failed: url !== undefined && failedUrl === url, onError };
}
