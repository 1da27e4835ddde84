import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * Pictures are served from /media URLs the server signs for one viewer; they expire after 10 to
 * 12 minutes (server platform/media-urls.ts) and then answer 404. A screen left open longer
 * (the Discover deck never refetches) holds expired URLs in its cached answers. When a /media
 * picture fails to load, `refreshMediaUrl` fetches again the active queries whose data holds
 * that URL, so the picture comes back with a freshly signed one.
 *
 * One expiry, one refetch: every picture of an answer expires together, so their failures join
 * the refetch already under way for that query. No loop: after a media refetch a query is not
 * refetched again for media for `COOLDOWN_MS` (its URLs are then fresh for ten minutes, so a
 * picture that fails again is really gone), and the caller shows its placeholder.
 */
export const MEDIA_REFRESH_COOLDOWN_MS = 60_000;

const MEDIA_PATH = /^(?:https?:\/\/[^/]+)?\/media\//;

export const isMediaUrl = (url: string | undefined): url is string => url !== undefined && MEDIA_PATH.test(url);

/**
 * A query whose refetch would change more than its URLs (the deck: cards already consumed, a
 * new order) puts this in its `meta`: it is called instead of a refetch and must refresh the
 * picture URLs only.
 */
export const REFRESH_MEDIA_META = 'refreshMedia';
export type RefreshMedia = () => Promise<unknown>;
export const refreshMediaMeta = (refresh: RefreshMedia) => ({ [REFRESH_MEDIA_META]: refresh });

/** Whether `url` is somewhere in `data` (plain JSON: objects, arrays, strings). */
function holds(data: unknown, url: string): boolean {
  if (data === url) return true;
  if (Array.isArray(data)) return data.some((item) => holds(item, url));
  if (data && typeof data === 'object') return Object.values(data).some((value) => holds(value, url));
  return false;
}

interface Attempt {
  done: Promise<void>;
  /** When the refetch settled; null while it runs. */
  settledAt: number | null;
}

// Per query (the Query object lives as long as its cache entry).
const attempts = new WeakMap<Query, Attempt>();

function refresh(client: QueryClient, query: Query): Promise<void> {
  const custom = query.meta?.[REFRESH_MEDIA_META];
  const run =
    typeof custom === 'function'
      ? (custom as RefreshMedia)()
      : client.refetchQueries({ queryKey: query.queryKey, exact: true, type: 'active' }, { cancelRefetch: false });
  const attempt: Attempt = { done: Promise.resolve(), settledAt: null };
  attempt.done = Promise.resolve(run)
    .catch(() => undefined)
    .then(() => {
      attempt.settledAt = Date.now();
    });
  attempts.set(query, attempt);
  return attempt.done;
}

/**
 * Refetches (once, see above) the active queries whose data holds `url`. Resolves true once
 * they have fetched again (the caller's data may then carry a new URL), false when there was
 * nothing to refetch: no query holds it, or its media refetch was recent.
 */
export async function refreshMediaUrl(client: QueryClient, url: string): Promise<boolean> {
  if (!isMediaUrl(url)) return false;
  const now = Date.now();
  const work: Promise<void>[] = [];
  for (const query of client.getQueryCache().findAll({ type: 'active' })) {
    if (!holds(query.state.data, url)) continue;
    const attempt = attempts.get(query);
    if (attempt?.settledAt === null) work.push(attempt.done);
    else if (!attempt || now - attempt.settledAt >= MEDIA_REFRESH_COOLDOWN_MS) work.push(refresh(client, query));
  }
  if (!work.length) return false;
  await Promise.all(work);
  return true;
}
