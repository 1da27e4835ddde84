import { expect, type Page } from '@playwright/test';

/**
 * Some toasts live half a second (the spec's like toast): on a busy machine a visibility check
 * polling every second or so can miss one. Instead the page itself writes down every toast sonner
 * adds, from the moment this is called until it next navigates.
 */
export async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { mithaqToasts: string[] }).mithaqToasts = seen;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of Array.from(mutation.addedNodes)) {
          if (!(node instanceof HTMLElement)) continue;
          const toasts = node.matches('[data-sonner-toast]') ? [node] : Array.from(node.querySelectorAll('[data-sonner-toast]'));
          for (const toast of toasts) seen.push(toast.textContent ?? '');
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** Waits until a toast containing `text` has been shown since `recordToasts`. */
export async function expectToastShown(page: Page, text: string) {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { mithaqToasts?: string[] }).mithaqToasts ?? []), { message: `a toast saying "${text}"` })
    .toContainEqual(expect.stringContaining(text));
}
