import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';

describe('i18n', () => {
  afterEach(() => {
    i18n.removeResourceBundle('ar', 'translation');
  });

  it('starts in English, left to right, and says so on <html>', () => {
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.t('common.loading')).toBe('Loading...');
  });

  it('switches <html> to right-to-left for Arabic and back', async () => {
    i18n.addResourceBundle('ar', 'translation', { common: { loading: 'جار التحميل...' } });

    await i18n.changeLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('common.loading')).toBe('جار التحميل...');
    // Missing Arabic keys fall back to English rather than showing the raw key.
    expect(i18n.t('notFound.message')).toBe('Oops! Page not found');

    await i18n.changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
  });
});
