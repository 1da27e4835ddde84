import { describe } from 'vitest';
import { flagsOf } from './cases';

describe('scam shield, Indonesian', () => {
  flagsOf([
    ['no wa aku 0812 3456 7890', ['contact']],
    ['nol delapan satu dua tiga empat lima enam', ['contact']],
    ['chat aku di wa aja', ['contact']],
    ['punya ig?', ['contact']],
    ['lanjut di telegram yuk', ['contact']],
    ['tolong transfer uang ke rekening aku', ['money']],
    ['pinjam duit dong, nanti aku ganti', ['money']],
    ['butuh biaya visa, bisa bantu?', ['money']],
    ['Saya sholat lima waktu sehari', []],
    ['Saya punya dua kakak dan tiga adik', []],
    ['lahir tahun 1995, tinggi 170 cm', []],
    ['Instagram buang-buang waktu', []],
  ]);
});
