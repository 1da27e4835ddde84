import { authMessages } from '@mithaq/contract/auth';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { i18n } from '../../lib/i18n';
import { ApiError } from '../../lib/api';
import { authErrorMessage, translateAuthMessage } from './authMessages';

describe('auth texts', () => {
  it("the locale file's auth messages are exactly the contract's (they can never drift)", () => {
    expect(en.auth.messages).toEqual(authMessages);
  });

  it('translates contract messages through the locale file and leaves others as they are', async () => {
    i18n.addResourceBundle('ar', 'translation', { auth: { messages: { fillAllFields: 'يرجى ملء جميع الحقول' } } });
    await i18n.changeLanguage('ar');
    expect(translateAuthMessage(i18n.t, 'Please fill in all fields')).toBe('يرجى ملء جميع الحقول');
    expect(translateAuthMessage(i18n.t, 'Password must not exceed 256 characters')).toBe(
      'Password must not exceed 256 characters',
    );
    i18n.removeResourceBundle('ar', 'translation');
  });

  it.each([
    [new ApiError(401, 'UNAUTHORIZED', 'Invalid login credentials'), 'Invalid login credentials'],
    [new ApiError(0, 'network_error', 'Failed to fetch'), 'An unexpected error occurred'],
    [new ApiError(502, 'http_error', 'Bad Gateway'), 'An unexpected error occurred'],
    [new Error('boom'), 'An unexpected error occurred'],
  ])('tells the user about %o as "%s"', (error, expected) => {
    expect(authErrorMessage(i18n.t, error)).toBe(expected);
  });
});
