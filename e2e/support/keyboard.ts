import { expect, type Locator, type Page } from '@playwright/test';

/** How many Tab presses may separate two controls before a journey counts one as unreachable. */
const MAX_TABS = 60;

/** A short name of the focused element, for the failure message of an unreachable control. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
    return `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${name}"`;
  });

/**
 * Whether the focused element shows where the focus is: an outline, or a Tailwind ring (not a
 * mere drop shadow), on it or on the label or wrapper that draws it (a visually hidden file input,
 * a radio inside its label).
 */
export const focusIsVisible = (page: Page) =>
  page.evaluate(() => {
    let element: Element | null = document.activeElement;
    for (let depth = 0; element && depth < 3; depth += 1, element = element.parentElement) {
      const style = getComputedStyle(element);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return true;
      const ring = style.getPropertyValue('--tw-ring-shadow').trim();
      if (ring && ring !== '0 0 #0000' && style.boxShadow !== 'none') return true;
    }
    return false;
  });

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard user would,
 * and checks that the focus is visible there. Fails when the control is not reached.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  await target.waitFor({ state: 'attached' });
  const visited: string[] = [];
  for (let presses = 0; presses <= MAX_TABS; presses += 1) {
    const focused = await target.evaluate((element) => element === document.activeElement, undefined, { timeout: 1000 }).catch(() => false);
    if (focused) {
      expect(await focusIsVisible(page), `focus on ${await describeFocus(page)} should be visible`).toBe(true);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    visited.push(await describeFocus(page));
  }
  throw new Error(`${target.toString()} was not reached with the keyboard; the focus went through: ${visited.join(' → ')}`);
}

/** Tabs to `target` and presses `key` on it (Enter by default: links, buttons, form submission). */
export async function activate(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Asserts that `target` has the focus now (after a dialog closed, a card left, …). */
export async function expectFocused(target: Locator) {
  await expect
    .poll(() => target.evaluate((element) => element === document.activeElement, undefined, { timeout: 1000 }).catch(() => false))
    .toBe(true);
}
