import frServer from '@mithaq/contract/locales/fr/server.json';
import { describe, expect, it } from 'vitest';
import { textsFor } from '../texts';
import { pushInLanguage } from './localize';

const data = { type: 'like' as const };

describe('a queued push said in its member language', () => {
  const queued = { title: { key: 'push.likeTitle' as const }, body: { key: 'discover.likedYou' as const, params: { name: 'Omar' } }, data };

  it('says its registry texts in French for a French member and in English for an English one', () => {
    expect(pushInLanguage(queued, textsFor({ language: 'fr' }))).toEqual({ title: frServer.push.likeTitle, body: frServer.discover.likedYou.replace('{{name}}', 'Omar'), data });
    expect(pushInLanguage(queued, textsFor({ language: 'en' }))).toEqual({ title: 'Someone likes you', body: 'Omar liked your profile', data });
  });

  it("keeps a member's own words, and a push queued before keys, as written", () => {
    const message = { title: { text: 'Maryam' }, body: { text: 'Salam, are you there?' }, data: { type: 'message' as const } };
    expect(pushInLanguage(message, textsFor({ language: 'fr' }))).toMatchObject({ title: 'Maryam', body: 'Salam, are you there?' });
    const older = { title: 'Someone likes you', body: 'Omar liked your profile', data };
    expect(pushInLanguage(older, textsFor({ language: 'fr' }))).toEqual(older);
  });
});
