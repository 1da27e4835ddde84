import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { languageCodes, type Language as AppLanguage } from '../../contract/src/languages';

/** WCAG 2.2 AA: every success criterion from A and AA of 2.0, 2.1 and 2.2 that axe can test. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's experimental rules that test a WCAG criterion: off unless named, and a tag run leaves
 * them out. label-content-name-mismatch is 2.5.3 Label in Name (a voice-control user says what
 * they read); the others are 1.3.1 and 1.3.4.
 */
const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch', 'p-as-heading', 'table-fake-caption', 'td-has-header', 'css-orientation-lock'];
const experimentalEnabled = { rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])) };

/** The languages every screen is checked in: English and a right-to-left one. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The app's other languages, in which only the screens a member fills in are checked (the wizard
 * and Edit Profile, accessibility-languages.spec.ts): their long words and other scripts are what
 * could break a layout there, and every screen in every language would double the e2e tier's time.
 */
export const OTHER_LANGUAGES = languageCodes.filter((code) => !(LANGUAGES as readonly string[]).includes(code));

/** The key under which the web app keeps the member's language choice. */
const LANGUAGE_KEY = 'mithaq_language';

/** Makes every page of `context` open in `language` (before the app's first script runs). */
export async function useLanguage(context: BrowserContext, language: AppLanguage) {
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_KEY, language] as const);
}

/** One line per failing node: rule, impact, the element and axe's summary of what to fix. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`),
  );
}

/**
 * Waits for running CSS transitions and animations to end (spinners go on forever and are left
 * out): colours fading from one theme to the other would be measured half-way.
 */
const transitionsSettled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );

/**
 * Waits for the toasts to follow the system theme: sonner takes it from React state
 * (web/src/components/AppToaster.tsx), a render after the media change, so their colours start
 * moving only then; until then there is no transition to wait for and axe saw a light toast's
 * text on a dark toast.
 */
const toastsFollowTheme = (page: Page, colorScheme: 'light' | 'dark') =>
  page.waitForFunction(
    (scheme) => Array.from(document.querySelectorAll('[data-sonner-toaster]')).every((toaster) => toaster.getAttribute('data-sonner-theme') === scheme),
    colorScheme,
  );

/**
 * Runs axe on what `page` shows now, in the light and the dark system theme, and fails (softly, so
 * one run lists every screen's problems) on any violation. `label` names the screen in the report.
 */
export async function expectAccessible(page: Page, label: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await toastsFollowTheme(page, colorScheme);
    await transitionsSettled(page);
    // options() first: it replaces what withTags() would have set.
    const { violations } = await new AxeBuilder({ page }).options(experimentalEnabled).withTags(WCAG_TAGS).analyze();
    expect.soft(describe(violations), `${label} (${colorScheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
