import { describe } from 'vitest';
import { flagsOf } from './cases';

describe('scam shield, English: ways to talk outside Mithaq', () => {
  flagsOf([
    ['Call me on +44 7700 900123', ['contact']],
    ['my number is 0770 090 0123', ['contact']],
    ['(077) 009-00123', ['contact']],
    ['07700.900.123', ['contact']],
    ['+44 (0) 7700 900123', ['contact']],
    ['612 345 678', ['contact']],
    ['seven seven zero zero nine zero zero one two three', ['contact']],
    ['seven seven zero zero 12 34 5', ['contact']],
    ['sara.ahmed@gmail.com', ['contact']],
    ['sara dot ahmed at gmail dot com', ['contact']],
    ['sara.ahmed (at) hotmail (dot) com', ['contact']],
    ['look me up at x.com/sara', ['contact']],
    ['wa.me/447700900123', ['contact']],
    ['t.me/sara_92', ['contact']],
    ['https://example.org/profile', ['contact']],
    ['www.mysite.net', ['contact']],
    ['add me on snap', ['contact']],
    ['Add me on WhatsApp so we can talk', ['contact']],
    ['my insta is sara_92', ['contact']],
    ['what is your whatsapp number?', ['contact']],
    ['Telegram: sara_92', ['contact']],
    ['@sara_92', ['contact']],
    ['snap me later', ['contact']],
    ['let’s talk on telegram', ['contact']],
    ['ＷｈａｔｓＡｐｐ me', ['contact']],
  ]);
});

describe('scam shield, English: asking for money', () => {
  flagsOf([
    ['Can you send me money through Western Union?', ['money']],
    ['please send me $200 for the visa fees', ['money']],
    ['I need you to buy me a Google Play gift card', ['money']],
    ['transfer the money to my bank account', ['money']],
    ['my IBAN is GB33BUKB20201555555555', ['money']],
    ['send it by MoneyGram', ['money']],
    ['could you lend me some money until Friday', ['money']],
    ['invest with me, send bitcoin to my wallet', ['money']],
    ['my USDT wallet address', ['money']],
    ['I cannot pay my ticket, can you help me with the fees', ['money']],
    ['Add me on WhatsApp and send me money', ['contact', 'money']],
  ]);
});

describe('scam shield, English: ordinary talk is not flagged', () => {
  flagsOf([
    ['I pray five times a day', []],
    ['I have two brothers and three sisters', []],
    ['I was born in 1995 and moved here in 2019', []],
    ['born in 1995, since 2019', []],
    ['between 1995 2000 I lived in Cairo', []],
    ['I am 170 cm tall and 28 years old', []],
    ['shall we talk at 5:30?', []],
    ['Ayat al-Kursi is 2:255', []],
    ['we married on 12/03/2024', []],
    ['the wedding is on 12.03.2024', []],
    ['born 12 sept 1995', []],
    ['2019-2024 I studied in Lyon', []],
    // Naming an app is not sharing a way to reach: only a cue (add me, my … is, @handle) is.
    ['Instagram is a waste of time', []],
    ['I deleted TikTok last year', []],
    ['the phone signal is bad here', []],
    ['the dowry tradition in my family is simple', []],
    ['my brother works in a bank', []],
    ['prices in London are high, rent is 1500 pounds', []],
    ["I'm fine.me too", []],
    ['one of my sisters is a teacher, the other two study', []],
    ['e.g. the mosque near my home', []],
    ['we were born in 1995 and 1998. (114 people came to the wedding)', []],
    ['the house cost 1 200 000 dinars', []],
    ['a salary of $ 1.250.000 a year', []],
  ]);
});
