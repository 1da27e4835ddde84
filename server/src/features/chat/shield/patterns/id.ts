import type { ShieldPatterns } from './types';

/** Indonesian (with the usual chat short forms: wa, tf, rek, japri). */
export const id: ShieldPatterns = {
  digits: [['nol', 'kosong'], ['satu'], ['dua'], ['tiga'], ['empat'], ['lima'], ['enam'], ['tujuh'], ['delapan'], ['sembilan']],
  messengers: ['wasap', 'wasapp', 'watsap', 'whatsap', 'tele', 'line'],
  reachBefore: [
    '(?:add|tambah|tambahin|tambahkan|chat|hubungi|kontak|japri|dm|follow|cari|temukan|telpon|telepon)(?: (?:aku|saya|gue|gw|aja))? (?:di|lewat|via|ke)',
    '(?:ngobrol|lanjut|pindah|chat|bicara|ngomong|chatting) (?:di|lewat|via|ke)', 'nomor', 'no', 'akun', 'punya', 'ada',
  ],
  reachAfter: ['(?:saya|aku|gue|gw|kamu)', 'id', ': ?@?[a-z0-9_.]{3,}'],
  possessive: [],
  possessiveAfter: [],
  emailAt: ['at', 'et'],
  emailDot: ['titik', 'dot'],
  money: [
    '(?:kirim|kirimin|transfer|transferin|tf|trf|pinjam|pinjamkan|pinjemin|minta|butuh|perlu)[^.?!\\n]{0,20}?(?:uang|duit|dana|rp|rupiah|dolar|pulsa)',
    'transfer(?:in)? (?:ke|dong|aku|saya)', 'pinjam(?:kan|in)? (?:aku|saya|uang|duit)', 'rekening', 'no(?:mor)? rek',
    'kartu hadiah', 'voucher (?:google play|itunes|steam)', '(?:kirim|beli|investasi|transfer)[^.?!\\n]{0,30}(?:bitcoin|btc|usdt|kripto|crypto)',
    'biaya (?:visa|tiket|bea cukai|rumah sakit|pengiriman|administrasi)', 'pinjaman',
  ],
};
