import { useSyncExternalStore } from 'react';

const DARK = '(prefers-color-scheme: dark)';

/** Where media queries are missing (an old WebView, a test's DOM) the theme is light. */
const darkQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(DARK) : undefined);

function subscribe(onChange: () => void) {
  const query = darkQuery();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

const prefersDark = () => darkQuery()?.matches ?? false;

/** The system's light or dark theme, followed live (styles.css draws both from the same classes). */
export function useSystemColorScheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribe, prefersDark, () => false) ? 'dark' : 'light';
}
