import { describe } from 'vitest';
import { flagsOf } from './cases';

describe('scam shield, Urdu', () => {
  flagsOf([
    // Extended (Urdu/Persian) digits.
    ['میرا نمبر ۰۳۰۰ ۱۲۳۴۵۶۷', ['contact']],
    ['صفر تین صفر صفر ایک دو تین', ['contact']],
    ['مجھے واٹس ایپ پر میسج کریں', ['contact']],
    ['انسٹا آئی ڈی بھیجیں', ['contact']],
    ['mujhe whatsapp pe msg karo', ['contact']],
    ['پیسے بھیجیں جلدی', ['money']],
    ['ایزی پیسہ اکاؤنٹ نمبر', ['money']],
    ['mujhe paise chahiye, jazz cash kar do', ['money']],
    ['میں دن میں پانچ بار نماز پڑھتی ہوں', []],
    ['میرے دو بھائی اور تین بہنیں ہیں', []],
    ['میں ۱۹۹۵ میں پیدا ہوئی، قد ۱۷۰ سینٹی میٹر', []],
    ['فیس بک وقت کا ضیاع ہے', []],
  ]);
});
