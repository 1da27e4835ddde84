import { discoverMessages } from '@mithaq/contract/discover';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { i18n } from '../../lib/i18n';

describe('discover messages', () => {
  it('the English locale says exactly what the contract says', () => {
    expect(Object.keys(en.discover.messages).sort()).toEqual(Object.keys(discoverMessages).sort());
    for (const [key, message] of Object.entries(discoverMessages)) {
      const translated = i18n.t(`discover.messages.${key as keyof typeof discoverMessages}`, { name: 'Amina' });
      expect(translated).toBe(typeof message === 'function' ? message('Amina') : message);
    }
  });
});
