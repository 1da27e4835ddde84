import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pending from '../../../scripts/locales-pending.json';
import { setAccessToken } from '../lib/authTokens';
import { showLanguage } from '../lib/i18n';
import { collectMissingKeys, everyRoute, renderCase } from '../test/everyRoute';

/**
 * Every route of the spec in Arabic, with the data its screens show: a text missing from the
 * Arabic locale fails the test (English would show instead). Texts awaiting translation
 * (scripts/locales-pending.json: the app's own and the server's, shown under `server.`) are allowed.
 */
const missing = collectMissingKeys({ allowed: new Set([...pending.web, ...pending.server.map((key) => `server.${key}`)]), withoutFallback: true });

beforeEach(async () => {
  missing.clear();
  await showLanguage('ar');
});

afterEach(() => {
  setAccessToken(null);
});

describe('every route in Arabic has all its texts', () => {
  it.each(everyRoute)('$name', async (route) => {
    await renderCase(route);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect([...missing]).toEqual([]);
  });
});
