import { describe } from 'vitest';
import { flagsOf } from './cases';

describe('scam shield, Turkish', () => {
  flagsOf([
    ['numaram 0532 123 45 67', ['contact']],
    ['sıfır beş üç iki bir iki üç', ['contact']],
    ["whatsapp'tan yaz bana", ['contact']],
    ['instagramdan ekle', ['contact']],
    ['telegram var mı?', ['contact']],
    ['bana para gönder', ['money']],
    ['IBAN numaranı ver', ['money']],
    ['borç verir misin?', ['money']],
    ['vize ücreti lazım', ['money']],
    ['Günde beş vakit namaz kılıyorum', []],
    ['İki erkek ve üç kız kardeşim var', []],
    ['1995 doğumluyum, boyum 170 cm', []],
    ['Instagram zaman kaybı', []],
  ]);
});
