import { authMessages } from '@mithaq/contract/auth';
import { adminMessages } from '@mithaq/contract/admin';
import { chatMessages } from '@mithaq/contract/chat';
import { discoverMessages } from '@mithaq/contract/discover';
import { geoMessages } from '@mithaq/contract/geo';
import { matchMessages } from '@mithaq/contract/matches';
import { allServerMessages, serverMessage } from '@mithaq/contract/messages';
import { pictureMessages, profileMessages } from '@mithaq/contract/profiles';
import { tokenMessages } from '@mithaq/contract/tokens';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { ApiError, toApiError } from './http';
import arServer from '@mithaq/contract/locales/ar/server.json';
import { i18n, showLanguage } from './i18n';
import { RetriesExhaustedError } from './retry';
import { notificationText } from './notificationText';
import { contractText, errorText, hasServerKey, messageText, refusalText, serverText } from './serverText';
import { emailTexts } from '@mithaq/contract/emailTexts';
import { languageCodes, type Language } from '@mithaq/contract/languages';

const t = i18n.t;

/** What the web reads from an error body the server built from `message`. */
const fromServer = (message: ReturnType<typeof serverMessage>) => ({ key: message.key, params: message.params, message: message.text });

describe('serverText', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
    i18n.removeResourceBundle('ar', 'translation');
  });

  it("says in English exactly what the server said, names with quotes and apostrophes included", () => {
    const name = `D'Arcy "Al" <b>&`;
    const sent = [
      serverMessage('discover.alreadyLiked', { name }),
      serverMessage('pictures.unsupported', { name: `O'Brien "holiday".jpg` }),
      serverMessage('matches.cannotRematch', { name }),
      serverMessage('pictures.tooLarge', { name: '{{name}}.png' }),
      serverMessage('pictures.maxReached', { count: 5 }),
    ];
    for (const message of sent) expect(serverText(t, fromServer(message))).toBe(message.text);
    expect(serverText(t, fromServer(serverMessage('discover.alreadyLiked', { name: "Ma'ryam" })))).toBe(discoverMessages.alreadyLiked("Ma'ryam"));
    expect(serverText(t, { key: 'profiles.notFound', message: profileMessages.notFound })).toBe('Profile not found');
  });

  it('translates from the key, with the values, in another language', async () => {
    i18n.addResourceBundle('ar', 'translation', { server: { matches: { cannotRematch: 'لا يمكنك إعادة التوافق مع {{name}}' } } });
    await i18n.changeLanguage('ar');
    const refusal = toApiError(403, { error: { code: 'FORBIDDEN', message: matchMessages.cannotRematch('Omar'), key: 'matches.cannotRematch', params: { name: 'Omar' } } }, '');
    expect(serverText(t, refusal)).toBe('لا يمكنك إعادة التوافق مع Omar');
    // A key the language lacks falls back to the English registry text.
    expect(serverText(t, { key: 'auth.emailInvalid', message: authMessages.emailInvalid })).toBe('Email format is invalid');
  });

  it('finds every text of the registry by its key (the first script checks a key by its shape, not against the registry)', () => {
    const fixed = allServerMessages().filter(([, template]) => !template.includes('{{'));
    expect(fixed.length).toBeGreaterThan(100);
    for (const [key, template] of fixed) expect(serverText(t, { key, message: 'as sent' }), key).toBe(template);
    expect(serverText(t, { key: 'auth', message: 'as sent' })).toBe('as sent');
    expect(serverText(t, { key: 'auth.emailInvalid.more', message: 'as sent' })).toBe('as sent');
  });

  it('shows the message as sent when there is no key, or one this build does not know', () => {
    expect(serverText(t, { message: 'Something the server said' })).toBe('Something the server said');
    expect(serverText(t, { key: 'pictures.fromTheFuture', message: 'A newer server’s words' })).toBe('A newer server’s words');
  });

  it('translates a contract text the browser produced itself through the same registry', async () => {
    i18n.addResourceBundle('ar', 'translation', { server: { auth: { emailInvalid: 'صيغة البريد الإلكتروني غير صحيحة' } } });
    await i18n.changeLanguage('ar');
    expect(contractText(t, authMessages.emailInvalid)).toBe('صيغة البريد الإلكتروني غير صحيحة');
    expect(contractText(t, 'Not a contract text')).toBe('Not a contract text');
  });

  it('keeps the key and values of an error body on ApiError', () => {
    const error = toApiError(415, { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: pictureMessages.unsupported('a.pdf'), key: 'pictures.unsupported', params: { name: 'a.pdf', bad: {} } } }, '');
    expect([error.key, error.params, error.message]).toEqual(['pictures.unsupported', { name: 'a.pdf' }, pictureMessages.unsupported('a.pdf')]);
    expect(toApiError(400, { error: { code: 'VALIDATION', message: 'x' } }, '').key).toBeUndefined();
  });

  it('decides on the key, never on the wording', () => {
    const reworded = new ApiError(400, 'BAD_REQUEST', 'Invalid reset link, said differently', 'auth.invalidResetLink');
    expect(hasServerKey(reworded, 'auth.invalidResetLink')).toBe(true);
    expect(hasServerKey(new ApiError(400, 'BAD_REQUEST', authMessages.invalidResetLink), 'auth.invalidResetLink')).toBe(false);
    expect(hasServerKey(new Error(authMessages.invalidResetLink), 'auth.invalidResetLink')).toBe(false);
  });

  it("says the app's own words for a lost connection, retries that all failed and a silent failure", () => {
    expect(errorText(t, new RetriesExhaustedError('All retry attempts failed', new Error('x')))).toBe(t('errors.allRetriesFailed'));
    expect(errorText(t, new ApiError(0, 'network_error', 'Failed to fetch'))).toBe(t('errors.network'));
    expect(errorText(t, new Error('  '))).toBe('An unexpected error occurred');
    expect(errorText(t, new ApiError(413, 'TOO_LARGE', pictureMessages.tooLarge('me.png'), 'pictures.tooLarge', { name: 'me.png' }))).toBe(
      'File "me.png" is too large. Maximum size is 5MB.',
    );
  });

  it("translates a contract text the browser threw itself (a location failure) and keeps others as written", async () => {
    i18n.addResourceBundle('ar', 'translation', { server: { geo: { failed: 'فشل الحصول على تفاصيل الموقع' } } });
    await i18n.changeLanguage('ar');
    expect(messageText(t, new Error('Failed to get location details'))).toBe('فشل الحصول على تفاصيل الموقع');
    expect(messageText(t, new Error('boom'))).toBe('boom');
    expect(messageText(t, undefined)).toBeNull();
  });

  it("shows the server's refusal but not an outage, a proxy's page or a garbled answer", () => {
    expect(refusalText(t, new ApiError(401, 'UNAUTHORIZED', authMessages.invalidCredentials, 'auth.invalidCredentials'), 'fallback')).toBe('Invalid login credentials');
    expect(refusalText(t, new ApiError(0, 'network_error', 'Failed to fetch'), 'fallback')).toBe('fallback');
    expect(refusalText(t, new ApiError(502, 'http_error', 'Bad Gateway'), 'fallback')).toBe('fallback');
    expect(refusalText(t, new Error('boom'), 'fallback')).toBe('fallback');
  });

  it("the locale's remaining copies of contract texts (the app's own toasts and titles) read exactly like the contract", () => {
    const contract: Record<string, Record<string, string | ((value: never) => string)>> = {
      auth: authMessages, profiles: profileMessages, pictures: pictureMessages, geo: geoMessages, tokens: tokenMessages,
      chat: chatMessages, matches: matchMessages, discover: discoverMessages, admin: adminMessages,
    };
    // Placeholders compared by position, not name ('{{count}}' in the locale, a number in the contract).
    const shape = (text: string) => text.replace(/\{\{\w+\}\}/g, '{{}}');
    for (const [area, messages] of Object.entries(contract)) {
      const copies: Record<string, string> = (en as unknown as Record<string, { messages: Record<string, string> }>)[area]?.messages ?? {};
      for (const [name, copy] of Object.entries(copies)) {
        const message = messages[name];
        const english = typeof message === 'function' ? message('{{x}}' as never) : message;
        expect(shape(copy), `${area}.messages.${name}`).toBe(shape(english ?? ''));
      }
    }
  });
});

describe('notificationText', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("says a notification's key in the UI's language, with its values as stored", async () => {
    await showLanguage('ar');
    expect(notificationText(i18n.t, { key: 'discover.likedYou', params: { name: 'Yusuf' }, content: null })).toBe(arServer.discover.likedYou.replace('{{name}}', 'Yusuf'));
    expect(notificationText(i18n.t, { key: 'matches.newMatch', params: {}, content: null })).toBe(arServer.matches.newMatch);
    // A row kept from before keys (an older wording) is shown as it was written.
    expect(notificationText(i18n.t, { key: null, params: {}, content: 'Someone likes you a lot' })).toBe('Someone likes you a lot');
  });

  it('says it in English for an English reader', async () => {
    await showLanguage('en');
    expect(notificationText(i18n.t, { key: 'matches.chatUnlocked', params: { name: 'Omar' }, content: null })).toBe('Chat with Omar is unlocked. Start a conversation!');
  });

  it('says "Former member" in each language as the server does in ledger rows and the data export', async () => {
    const servers = import.meta.glob<{ common: { formerMember: string } }>('../../../contract/src/locales/*/emails.json', { eager: true, import: 'default' });
    const serverWord = (language: Language) =>
      language === 'en' ? emailTexts.common.formerMember : servers[`../../../contract/src/locales/${language}/emails.json`]!.common.formerMember;
    for (const language of languageCodes) {
      await showLanguage(language);
      expect(i18n.t('profiles.defaults.former'), language).toBe(serverWord(language));
    }
  });

  it('names a sender the retention job anonymised (no name left) "Former member", in the UI\'s language', async () => {
    await showLanguage('ar');
    expect(notificationText(i18n.t, { key: 'discover.likedYou', params: {}, content: null })).toBe(arServer.discover.likedYou.replace('{{name}}', 'عضو سابق'));
    await showLanguage('en');
    expect(notificationText(i18n.t, { key: 'discover.likedYou', params: {}, content: null })).toBe('Former member liked your profile');
  });
});
