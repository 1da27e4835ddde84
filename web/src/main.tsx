import './styles.css';
import { StrictMode, Suspense, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './components/ErrorBoundary';
import { PushSync } from './features/push/PushSync';
import { startServiceWorker } from './features/push/serviceWorker';
import { loadAuthContract } from './lib/authContract';
import { languageReady } from './lib/i18n';
import { LanguageSync } from './lib/LanguageSync';
import { prefetch } from './lib/lazyRoute';
import { isNativeApp } from './lib/platform';
import { SessionProvider } from './lib/session';
import { hasSessionHint } from './lib/userStorage';
import { createAppRouter } from './router';
import { memberStartChunks } from './routes/pageChunks';

// The toaster (sonner) arrives just after the first paint; a toast raised before it is shown
// when it mounts. If its code cannot load, the app goes on without toasts.
const AppToaster = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('./components/AppToaster').then(
      ({ AppToaster }) => ({ default: AppToaster }),
      () => ({ default: () => null }),
    ),
);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');

const router = createAppRouter();
startServiceWorker();
// A returning member is headed for the app: its code (and the schema the session answer is
// checked with) loads while the session is checked.
if (hasSessionHint()) prefetch([loadAuthContract, ...memberStartChunks]);
// In the native wrapper: tap routing, and the push token of a member who allowed it before
// (loaded on demand: a browser never needs it).
// And the e-mail links the system opened the app with (issue 29: App Links / Universal Links).
if (isNativeApp()) {
  import('./features/push/nativePush')
    .then(({ startNativePush }) => startNativePush((path) => void router.navigate(path)))
    .catch((error: unknown) => console.warn('Native push unavailable', error));
  import('./features/app-links/nativeAppLinks')
    .then(({ startAppLinks }) => startAppLinks((path) => void router.navigate(path)))
    .catch((error: unknown) => console.warn('App links unavailable', error));
}

// The first paint is in the visitor's language: English is bundled, another is one small chunk.
await languageReady;
createRoot(rootElement).render(
  <StrictMode>
    <ErrorBoundary>
      <SessionProvider>
        <LanguageSync />
        <PushSync />
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </SessionProvider>
    </ErrorBoundary>
  </StrictMode>,
);
