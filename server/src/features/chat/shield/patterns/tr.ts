import type { ShieldPatterns } from './types';

/**
 * Turkish. Letters are folded (ı → i, ş → s, ç → c, ğ → g, ö → o, ü → u). Turkish attaches
 * case endings to the name ("instagram'dan ekle", "whatsapptan yaz"): `reachAfter` allows them.
 */
const ending = "'?(?:dan|den|tan|ten|da|de|ta|te|a|e|ya|ye|in|un|n)?";

export const tr: ShieldPatterns = {
  digits: [['sifir'], ['bir'], ['iki'], ['uc'], ['dort'], ['bes'], ['alti'], ['yedi'], ['sekiz'], ['dokuz']],
  messengers: ['vatsap', 'vatsapp', 'telgram', 'feysbuk', 'face'],
  nameEndings: [ending],
  reachBefore: ['numara(?:n|m|si|sini)?', 'hesab(?:in|im|i)'],
  reachAfter: [
    `${ending} ?(?:ekle|ekler misin|ekleyin|yaz|yazar misin|yazin|ulas|konusalim|konusalim mi|gel|takip et|bak)`,
    `${ending} ?(?:id|numara|numaram|numaran|hesap|hesabim|hesabin|kullanici adi|adim)`, `${ending} var mi`,
    ': ?@?[a-z0-9_.]{3,}',
  ],
  possessive: [],
  possessiveAfter: [],
  emailAt: ['at', 'et'],
  emailDot: ['nokta', 'dot'],
  money: [
    '(?:para|parayi|dolar|euro|tl|lira|\\d+ ?(?:tl|lira|dolar|euro)) (?:gonder|gonderir misin|yolla|yollar misin|at|transfer et|havale et|lazim|ver|verir misin|bul)',
    '(?:bana|bize) (?:para|borc)', 'borc (?:ver|verir misin|lazim|istiyorum|para)', 'havale', 'eft', 'banka hesab', 'hesap numara',
    'hediye karti', '(?:gonder|al|yatir|transfer)[^.?!\\n]{0,30}(?:bitcoin|btc|usdt|kripto)', '(?:bitcoin|btc|usdt|kripto) (?:cuzdan|adres)',
    '(?:vize|bilet|gumruk|hastane) (?:parasi|ucreti|masrafi)',
  ],
};
