import type { ShieldPatterns } from './types';

/** Malay (with the usual chat short forms: tf, akaun, kat). */
export const ms: ShieldPatterns = {
  digits: [['kosong', 'sifar'], ['satu'], ['dua'], ['tiga'], ['empat'], ['lima'], ['enam'], ['tujuh'], ['lapan'], ['sembilan']],
  messengers: ['wasap', 'watsap', 'whatsap', 'tele', 'line'],
  reachBefore: [
    '(?:add|tambah|chat|hubungi|mesej|follow|cari|call|telefon)(?: (?:saya|aku|i))? (?:di|kat|melalui|guna|ke)',
    '(?:borak|sembang|berbual|sambung|pindah|chat) (?:di|kat|melalui|ke)', 'nombor', 'no', 'akaun', 'ada',
  ],
  reachAfter: ['(?:saya|aku|i|awak|you)', 'id', ': ?@?[a-z0-9_.]{3,}'],
  possessive: [],
  possessiveAfter: [],
  emailAt: ['at'],
  emailDot: ['titik', 'dot'],
  money: [
    '(?:hantar|hantarkan|transfer|tf|pinjam|pinjamkan|minta|perlukan|perlu)[^.?!\\n]{0,20}?(?:duit|wang|rm|ringgit|dana)',
    'akaun bank', 'nombor akaun', 'no akaun', 'kad hadiah', '(?:hantar|beli|labur|transfer)[^.?!\\n]{0,30}(?:bitcoin|btc|usdt|kripto|crypto)',
    'yuran (?:visa|tiket|kastam|hospital)', 'bayar(?:kan)? (?:tiket|visa|kastam|yuran)', 'pinjaman',
  ],
};
