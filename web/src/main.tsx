import './styles.css';
import { StrictMode, Suspense, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './components/ErrorBoundary';
import { PushSync } from './features/push/PushSync';
import { appLinks } from './features/app-links/appLinks';
import { devicePush } from './features/push/devicePush';
import { loadAuthContract } from './lib/authContract';
import { languageReady } from './lib/i18n';
import { LanguageSync } from './lib/LanguageSync';
import { prefetch } from './lib/lazyRoute';
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
// A returning member is headed for the app: its code (and the schema the session answer is
// checked with) loads while the session is checked.
if (hasSessionHint()) prefetch([loadAuthContract, ...memberStartChunks]);
// This device's notifications (the browser's service worker, or the wrapper's tap routing and
// the push token of a member who allowed it before) and, in the wrapper, the e-mail links the
// system opened the app with (issue 29). Each port loads its native code on demand only.
const navigate = (path: string) => void router.navigate(path);
devicePush().start(navigate);
appLinks().start(navigate);

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
