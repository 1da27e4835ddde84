import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppToaster } from './components/AppToaster';
import { ErrorBoundary } from './components/ErrorBoundary';
import { startNativePush } from './features/push/nativePush';
import { startServiceWorker } from './features/push/serviceWorker';
import { ForgetPreviousUser } from './lib/ForgetPreviousUser';
import { languageReady } from './lib/i18n';
import { LanguageSync } from './lib/LanguageSync';
import { createQueryClient } from './lib/queryClient';
import { SessionProvider } from './lib/session';
import { createAppRouter } from './router';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');

const queryClient = createQueryClient();
const router = createAppRouter();
startServiceWorker();
// In the native wrapper: tap routing, and the push token of a member who allowed it before.
startNativePush((path) => void router.navigate(path));

// The first paint is in the visitor's language: English is bundled, another is one small chunk.
await languageReady;
createRoot(rootElement).render(
  <StrictMode>
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <ForgetPreviousUser />
          <LanguageSync />
          <RouterProvider router={router} />
          <AppToaster />
        </SessionProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  </StrictMode>,
);
