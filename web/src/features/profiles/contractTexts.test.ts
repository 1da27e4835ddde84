import { geoMessages } from '@mithaq/contract/geo';
import { pictureMessages, profileMessages } from '@mithaq/contract/profiles';
import { tokenMessages } from '@mithaq/contract/tokens';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { i18n } from '../../lib/i18n';
import { translateContractMessage } from './contractTexts';

describe('profile, picture, location and token texts', () => {
  it("the locale file's messages are exactly the contract's (they can never drift)", () => {
    expect(en.profiles.messages).toEqual(profileMessages);
    expect(en.geo.messages).toEqual(geoMessages);
    expect(en.tokens.messages).toEqual(tokenMessages);
  });

  it('every picture message, fixed or with a file name or count, reads exactly like the contract', () => {
    const keys = Object.keys(pictureMessages) as (keyof typeof pictureMessages)[];
    expect(Object.keys(en.pictures.messages).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const message = pictureMessages[key];
      if (typeof message === 'string') expect(i18n.t(`pictures.messages.${key}`)).toBe(message);
    }
    expect(i18n.t('pictures.messages.tooLarge', { name: 'me.png' })).toBe(pictureMessages.tooLarge('me.png'));
    expect(i18n.t('pictures.messages.unsupported', { name: 'cv.pdf' })).toBe(pictureMessages.unsupported('cv.pdf'));
    expect(i18n.t('pictures.messages.tooManyPixels', { name: 'big.png' })).toBe(pictureMessages.tooManyPixels('big.png'));
    expect(i18n.t('pictures.messages.unreadable', { name: 'x.gif' })).toBe(pictureMessages.unreadable('x.gif'));
    expect(i18n.t('pictures.messages.maxReached', { count: 5 })).toBe(pictureMessages.maxReached(5));
  });

  it('translates known contract messages through the locale file and leaves others as they are', async () => {
    i18n.addResourceBundle('ar', 'translation', { geo: { messages: { failed: 'فشل الحصول على تفاصيل الموقع' } } });
    await i18n.changeLanguage('ar');
    expect(translateContractMessage(i18n.t, 'Failed to get location details')).toBe('فشل الحصول على تفاصيل الموقع');
    expect(translateContractMessage(i18n.t, 'Something the server said')).toBe('Something the server said');
    i18n.removeResourceBundle('ar', 'translation');
  });

  it('falls back when there is no message at all', () => {
    expect(translateContractMessage(i18n.t, '  ')).toBe('An unexpected error occurred');
    expect(translateContractMessage(i18n.t, '', 'Could not detect your location')).toBe('Could not detect your location');
  });
});
