import { act, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishPart } from '../../scripts/english-parts.mjs';
import en from '../i18n/en.json';
import { loadEnglish } from '../i18n/english';
import { setAccessToken } from '../lib/authTokens';
import { i18n, showLanguage } from '../lib/i18n';
import { collectMissingKeys, everyRoute, renderCase, renderSettled } from '../test/everyRoute';
import { ready } from '../test/sessionFixtures';

/**
 * The first script carries only part of English (scripts/english-parts.mjs); each screen loaded
 * on demand brings the rest with it (routes/pageChunks.ts). Every route starts here from that first
 * part alone, as a fresh page would: a text its screen shows but did not bring fails the test.
 */
const missing = collectMissingKeys();

function onlyFirstScriptEnglish() {
  i18n.removeResourceBundle('en', 'translation');
  // A copy: i18next merges the parts loaded later into the objects it holds.
  i18n.addResourceBundle('en', 'translation', structuredClone(englishPart(en, 'first')));
}

beforeEach(() => {
  missing.clear();
  onlyFirstScriptEnglish();
});

afterEach(() => {
  setAccessToken(null);
});

// The other test files of this worker render components alone, with all of English (test/setup.ts).
afterAll(async () => {
  await Promise.all([loadEnglish('app'), loadEnglish('admin')]);
});

describe('every route in English has all its texts from what the first script and its screen bring', () => {
  it.each(everyRoute)('$name', async (route) => {
    await renderCase(route);
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect([...missing]).toEqual([]);
  });
});

describe('switching language on a screen whose English came with it', () => {
  it('Arabic to English on the Account page: every text in English, none missing', async () => {
    await showLanguage('ar');
    const routes = everyRoute.find((route) => route.name === '/app/account')!.routes;
    await renderSettled('/app/account', ready, routes);
    const arabic = i18n.getFixedT('ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(arabic('app.titles.account'));
    expect(screen.getByRole('heading', { name: arabic('accountControls.title') })).toBeInTheDocument();
    await act(() => showLanguage('en'));
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your Profile');
    expect(screen.getByRole('heading', { name: 'Password and devices' })).toBeInTheDocument();
    expect([...missing]).toEqual([]);
  });
});
