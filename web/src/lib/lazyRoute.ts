import type { ReactNode } from 'react';
import { reloadPage } from './reloadPage';

/**
 * Route code loaded on demand (react-router's `lazy`): the landing page's script carries only
 * the public pages; the app, the wizard, the admin area… arrive when first visited.
 */

/** When the last reload for a missing chunk happened (sessionStorage: this tab only). */
export const CHUNK_RELOAD_KEY = 'mithaq_chunk_reload_at';
/** A reload this recent did not help: stop and say so instead of reloading in a loop. */
const RELOAD_GRACE_MS = 30_000;

/** A part of the app could not be loaded (offline, or still missing after a reload). */
export class PageLoadError extends Error {
  override readonly name = 'PageLoadError';
}

function readReloadTime(): number {
  try {
    return Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  } catch {
    return Number.NaN;
  }
}

/** Reloads the page unless it was already reloaded for this moments ago (or storage is unusable). */
function reloadOnce(now: number, reload: () => void): boolean {
  const last = readReloadTime();
  if (Number.isNaN(last) || now - last < RELOAD_GRACE_MS) return false;
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * Imports a chunk. A chunk that fails to load usually means a deploy replaced the build this page
 * came from (its files are gone): the page reloads once to pick up the current one. Offline, or
 * when that reload did not help, it throws PageLoadError and the router's error screen says so
 * with a Reload button: never a blank page.
 */
export async function loadChunk<M>(load: () => Promise<M>, reload: () => void = reloadPage): Promise<M> {
  try {
    return await load();
  } catch (cause) {
    const online = typeof navigator === 'undefined' || navigator.onLine !== false;
    if (online && reloadOnce(Date.now(), reload)) {
      console.warn('Part of the app could not be loaded: reloading the page', cause);
      // The page is going away: resolve never, so nothing renders in between.
      return new Promise<M>(() => {});
    }
    throw new PageLoadError('A part of the app could not be loaded', { cause });
  }
}

/** A react-router `lazy` that renders `render(module)` once the module is loaded. */
export function lazyElement<M>(load: () => Promise<M>, render: (module: M) => ReactNode): () => Promise<{ element: ReactNode }> {
  return async () => ({ element: render(await loadChunk(load)) });
}

type Load = () => Promise<unknown>;

/** Starts loading chunks ahead of need; a failure is ignored here (the real visit retries it). */
export function prefetch(loads: readonly Load[]): void {
  for (const load of loads) load().catch(() => {});
}

/** Prefetches once the browser is idle (after the current page's own work); returns a cancel. */
export function prefetchWhenIdle(loads: readonly Load[]): () => void {
  const run = () => prefetch(loads);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 1_000);
  return () => window.clearTimeout(timer);
}
