import '@testing-library/jest-dom/vitest';
import '../lib/i18n';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toast } from 'sonner';
import { setAccessToken } from '../lib/authTokens';
import { resetConnectivity } from '../lib/connectivity';
import { i18n } from '../lib/i18n';
import { loadEnglish } from '../i18n/english';
import { selectedPictures } from '../features/pictures/selectedPictures';
import { removeGeolocation } from './geolocation';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

// Testing Library only sets this itself when test globals are enabled; without it React cannot
// tell a test's act() apart from a real browser and warns.
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// findBy*/waitFor give up after 1 s by default: too tight for the first render of a page on a
// busy two-core machine. A real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no requestIdleCallback, so lib/lazyRoute.ts would prefetch other screens' code on a
// timer, importing modules in the background while tests start and end. Idle never comes here:
// each test loads the code of the screens it visits (lazyRoute.test.tsx stubs its own idle).
globalThis.requestIdleCallback = () => 0;
globalThis.cancelIdleCallback = () => {};

// Components are rendered alone here, outside the screens that bring their English (the app
// loads it with them: routes/pageChunks.ts): all of it is in. routes/englishRoutes.test.tsx
// starts from the first script's part only.
await Promise.all([loadEnglish('app'), loadEnglish('admin')]);

// jsdom lays nothing out and has no Element.scrollTo: here it moves the element's scroll position
// and tells its listeners, as a browser's instant scroll would (the picture carousel scrolls).
Element.prototype.scrollTo ??= function scrollTo(this: Element, options?: ScrollToOptions | number) {
  if (typeof options !== 'object') return;
  if (options.left !== undefined) this.scrollLeft = options.left;
  if (options.top !== undefined) this.scrollTop = options.top;
  this.dispatchEvent(new Event('scroll'));
};

// jsdom has no ResizeObserver, which Radix's sliders, popovers and dialogs use; it lays nothing
// out either, so there is never a size to report.
globalThis.ResizeObserver ??= class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom has no object URLs; tests spy on these to check previews are released.
URL.createObjectURL ??= () => 'blob:jsdom';
URL.revokeObjectURL ??= () => {};

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Module and browser state a test may have left behind: the in-memory token, storage, toasts.
  setAccessToken(null);
  resetConnectivity();
  localStorage.clear();
  sessionStorage.clear();
  toast.dismiss();
  removeGeolocation();
  selectedPictures.clear();
  // Tests that switch language must not leak it into the next test.
  await i18n.changeLanguage('en');
});
