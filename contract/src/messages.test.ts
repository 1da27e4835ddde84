import { describe, expect, it } from 'vitest';
import { adminMessages } from './admin';
import { accountControlMessages } from './account';
import { accountMessages, authMessages, signUpSchema } from './auth';
import { chatMessages } from './chat';
import { discoverMessages, filtersSchema } from './discover';
import { serverMessages } from './errors';
import { geoMessages } from './geo';
import { matchMessages } from './matches';
import { allServerMessages, isServerMessageKey, keyedMessage, messageKeyOf, serverMessage, templateOf, type NameKey } from './messages';
import { pictureMessages, profileMessages } from './profiles';
import { tokenMessages } from './tokens';

const featureObjects = {
  authMessages,
  accountMessages,
  accountControlMessages,
  profileMessages,
  pictureMessages,
  geoMessages,
  chatMessages,
  matchMessages,
  discoverMessages,
  adminMessages,
  tokenMessages,
  serverMessages,
};

describe('the message registry', () => {
  it('holds every fixed text once, so a text finds its key without doubt', () => {
    const fixed = allServerMessages()
      .map(([, template]) => template)
      .filter((template) => !template.includes('{{'));
    const repeated = fixed.filter((template, index) => fixed.indexOf(template) !== index);
    expect(repeated).toEqual([]);
  });

  it('knows every fixed text of the feature message objects, and finds their keys', () => {
    for (const [objectName, messages] of Object.entries(featureObjects)) {
      for (const [name, message] of Object.entries(messages)) {
        if (typeof message !== 'string') continue;
        const key = messageKeyOf(message);
        expect(key, `${objectName}.${name}`).toBeDefined();
        expect(templateOf(key!)).toBe(message);
      }
    }
    expect(messageKeyOf('Email format is invalid')).toBe('auth.emailInvalid');
    expect(messageKeyOf(authMessages.unexpected)).toBe('server.internal');
    expect(messageKeyOf('Something no registry says')).toBeUndefined();
  });

  it("types a key the stored functions fill with a member's name (NameKey): {{name}} and nothing else", () => {
    const naming: NameKey[] = ['discover.likedYou', 'chat.newMessage', 'matches.chatUnlocked'];
    // @ts-expect-error a fixed text names nobody
    const fixed: NameKey = 'matches.newMatch';
    // @ts-expect-error a count is not a name
    const counted: NameKey = 'pictures.maxReached';
    expect([...naming, fixed, counted].every((key) => isServerMessageKey(key))).toBe(true);
  });

  it('renders each template exactly as the feature function writes the text', () => {
    const name = `O'Brien "the {{name}}" & <b>`;
    const cases: [string, string][] = [
      [serverMessage('pictures.unsupported', { name: 'a.jpg' }).text, pictureMessages.unsupported('a.jpg')],
      [serverMessage('pictures.tooLarge', { name }).text, pictureMessages.tooLarge(name)],
      [serverMessage('pictures.tooManyPixels', { name }).text, pictureMessages.tooManyPixels(name)],
      [serverMessage('pictures.unreadable', { name }).text, pictureMessages.unreadable(name)],
      [serverMessage('pictures.maxReached', { count: 5 }).text, pictureMessages.maxReached(5)],
      [serverMessage('discover.alreadyLiked', { name }).text, discoverMessages.alreadyLiked(name)],
      [serverMessage('matches.cannotRematch', { name }).text, matchMessages.cannotRematch(name)],
    ];
    for (const [rendered, written] of cases) expect(rendered).toBe(written);
    expect(discoverMessages.alreadyLiked("D'Arcy")).toBe("You've already liked D'Arcy's profile.");
    expect(pictureMessages.tooLarge('{{name}}.png')).toBe('File "{{name}}.png" is too large. Maximum size is 5MB.');
  });

  it('gives a parametrised message its key and values, and a plain string its key when it has one', () => {
    expect(serverMessage('matches.cannotRematch', { name: 'Omar' })).toEqual({
      key: 'matches.cannotRematch',
      params: { name: 'Omar' },
      text: 'You cannot rematch with Omar because they unmatched with you.',
    });
    expect(keyedMessage(profileMessages.notFound)).toEqual({ text: 'Profile not found', key: 'profiles.notFound' });
    expect(keyedMessage('Route not found')).toEqual({ text: 'Route not found', key: undefined });
    expect(isServerMessageKey('pictures.unsupported')).toBe(true);
    expect(isServerMessageKey('pictures.nope')).toBe(false);
  });

  it('gives the zod messages of the shared schemas their keys', () => {
    const signUp = signUpSchema.safeParse({ email: 'not-an-email', password: 'x'.repeat(300) });
    const messages = signUp.success ? [] : signUp.error.issues.map((issue) => issue.message);
    expect(messages.map(messageKeyOf)).toEqual(['auth.emailInvalid', 'auth.passwordTooLong']);
    const filters = filtersSchema.safeParse({ ageRange: [40, 20], countries: ['XX'] });
    const filterKeys = filters.success ? [] : filters.error.issues.map((issue) => messageKeyOf(issue.message));
    expect(filterKeys.sort()).toEqual(['discover.countryInvalid', 'discover.rangeOrder']);
  });
});
