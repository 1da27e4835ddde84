import { describe, expect, it } from 'vitest';
import { emails, emailsIn, guardianEmails } from './emails';
import { emailTexts } from './emailTexts';
import { createTranslator, fillTemplate } from './translate';
import { transcriptDate, transcriptTime } from './guardians';

const english = {
  tokens_one: '{{count}} token',
  tokens_other: '{{count}} tokens',
  divorced: 'Divorced',
  greeting: 'Hello {{name}}',
};
const arabic = {
  tokens_zero: 'لا رموز',
  tokens_one: 'رمز واحد',
  tokens_two: 'رمزان',
  tokens_few: '{{count}} رموز',
  tokens_many: '{{count}} رمزًا',
  tokens_other: '{{count}} رمز',
  divorced: 'مطلّق',
  divorced_female: 'مطلّقة',
};

describe('the server translator', () => {
  const t = createTranslator([{ language: 'ar', tree: arabic }, { language: 'en', tree: english }]);

  it("picks the language's plural form by Intl.PluralRules (Arabic has six)", () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => t('tokens', { count }))).toEqual(['لا رموز', 'رمز واحد', 'رمزان', '3 رموز', '11 رمزًا', '100 رمز']);
  });

  it('falls back to English, text by text, and never shows a key it has in English', () => {
    expect(t('greeting', { name: 'Yusuf' })).toBe('Hello Yusuf');
    expect(createTranslator([{ language: 'fr', tree: {} }, { language: 'en', tree: english }])('tokens', { count: 1 })).toBe('1 token');
  });

  it('uses a `_female` variant only when asked for, else the plain text', () => {
    expect(t('divorced')).toBe('مطلّق');
    expect(createTranslator([{ language: 'ar', tree: arabic }], { female: true })('divorced')).toBe('مطلّقة');
    expect(createTranslator([{ language: 'en', tree: english }], { female: true })('divorced')).toBe('Divorced');
  });

  it('fills placeholders once, leaving a value that looks like one as it is', () => {
    expect(fillTemplate('File "{{name}}" is too large', { name: '{{count}}.png', count: 3 })).toBe('File "{{count}}.png" is too large');
  });
});

describe('the e-mails in English', () => {
  it('are composed from the keyed texts as before', () => {
    expect(emails.confirmAccount('https://x/auth?confirmation_token=t')).toEqual({
      subject: 'Confirm your Mithaq account',
      text: 'Assalamu alaikum,\n\nWelcome to Mithaq. Please confirm your e-mail address by opening this link:\nhttps://x/auth?confirmation_token=t\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.',
    });
    expect(guardianEmails.invite('Fatima', 'Amina', 'https://x/a').subject).toBe('You are invited to be a guardian on Mithaq');
    expect(emails.news('Ramadan', 'Body\n', 'https://x/u').text).toBe(
      'Body\n\n--\nYou get this because you said yes to occasional news from Mithaq.\nTo stop it, open this link or turn news off on your Account page: https://x/u',
    );
  });

  it('take another language text by text', () => {
    const t = createTranslator([{ language: 'tr', tree: { confirmAccount: { subject: 'Mithaq hesabınızı onaylayın' } } }, { language: 'en', tree: emailTexts }]);
    const mail = emailsIn(t).confirmAccount('L');
    expect(mail.subject).toBe('Mithaq hesabınızı onaylayın');
    expect(mail.text.startsWith('Assalamu alaikum,')).toBe(true);
  });
});

describe('transcript dates', () => {
  const friday = new Date(Date.UTC(2026, 10, 27, 15, 5));
  it("keep the English format, and use Intl in the member's language (UTC)", () => {
    expect([transcriptDate(friday), transcriptTime(friday)]).toEqual(['Friday, 27 November 2026', '3:05 PM']);
    expect(transcriptDate(friday, 'fr')).toBe('vendredi 27 novembre 2026');
    expect(transcriptTime(friday, 'tr')).toBe('15:05');
  });
});
