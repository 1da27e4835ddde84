import { authMessages } from '@mithaq/contract/auth';
import { discoverMessages } from '@mithaq/contract/discover';
import { matchMessages } from '@mithaq/contract/matches';
import { serverMessage } from '@mithaq/contract/messages';
import { pictureMessages, profileMessages } from '@mithaq/contract/profiles';
import { afterEach, describe, expect, it } from 'vitest';
import { toApiError } from './http';
import { i18n } from './i18n';
import { contractText, serverText } from './serverText';

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
});
