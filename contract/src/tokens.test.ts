import { describe, expect, it } from 'vitest';
import { englishEmailText } from './emails';
import { createTranslator } from './translate';
import { closedLedgerKey, ledgerEntryText, ledgerKeys, tokenTransactionTypes } from './tokens';
import { emailTexts } from './emailTexts';

describe('a ledger row in its reader’s language', () => {
  const turkish = createTranslator([
    { language: 'tr', tree: { common: { formerMember: 'Eski üye' }, ledger: { welcome: 'Hoş geldin jetonları', unlock: '{{name}} ile sohbet açıldı' } } },
    { language: 'en', tree: emailTexts },
  ]);

  it("renders a wording's key with its params, and a moderator's note as written", () => {
    expect(ledgerEntryText({ key: ledgerKeys.welcome, params: {}, description: null }, turkish)).toBe('Hoş geldin jetonları');
    expect(ledgerEntryText({ key: ledgerKeys.unlock, params: { name: 'Yusuf (Dr.)' }, description: null }, turkish)).toBe('Yusuf (Dr.) ile sohbet açıldı');
    expect(ledgerEntryText({ key: null, params: {}, description: 'Goodwill after the outage' }, turkish)).toBe('Goodwill after the outage');
    expect(ledgerEntryText({ key: ledgerKeys.refund, params: { name: 'Former member' }, description: null }, englishEmailText)).toBe('Refund: match with Former member ended');
  });

  it('names a member the retention job anonymised (no name left) as "Former member" in the reader’s language', () => {
    expect(ledgerEntryText({ key: ledgerKeys.unlock, params: {}, description: null }, turkish)).toBe('Eski üye ile sohbet açıldı');
    expect(ledgerEntryText({ key: ledgerKeys.refund, params: {}, description: null }, englishEmailText)).toBe('Refund: match with Former member ended');
  });

  it('knows every wording the app writes, and no other key', () => {
    for (const key of [...Object.values(ledgerKeys), ...tokenTransactionTypes.map(closedLedgerKey)]) {
      expect(ledgerEntryText({ key, params: { name: 'Amina' }, description: null }, englishEmailText), key).not.toContain('ledger.');
    }
    expect(ledgerEntryText({ key: 'ledger.closed.penalty', params: {}, description: null }, englishEmailText)).toBe('Penalty');
    // A key this release does not know (written by a newer one) shows the note, never the raw key.
    expect(ledgerEntryText({ key: 'ledger.future', params: {}, description: null }, englishEmailText)).toBe('');
  });
});
