import { describe } from 'vitest';
import { flagsOf } from './cases';

describe('scam shield, Malay', () => {
  flagsOf([
    ['nombor saya 012-345 6789', ['contact']],
    ['kosong satu dua tiga empat lima enam', ['contact']],
    ['mesej saya kat whatsapp', ['contact']],
    ['sembang kat telegram jom', ['contact']],
    ['tolong hantar duit sikit', ['money']],
    ['bagi nombor akaun awak', ['money']],
    ['saya perlukan RM500 untuk yuran visa', ['money']],
    ['Saya solat lima kali sehari', []],
    ['Saya ada dua abang dan tiga kakak', []],
    ['lahir pada 1995, tinggi 170 cm', []],
    ['Facebook membuang masa', []],
  ]);
});
