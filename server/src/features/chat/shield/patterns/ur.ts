import type { ShieldPatterns } from './types';

/**
 * Urdu, in Urdu script and in Roman Urdu. The detector folds ی ک ہ to ي ك ه (in patterns too),
 * so the Urdu spellings below match however a keyboard wrote them.
 */
export const ur: ShieldPatterns = {
  digits: [
    ['صفر', 'sifar'], ['ایک', 'ek'], ['دو', 'do'], ['تین', 'teen'], ['چار', 'char'], ['پانچ', 'panch', 'paanch'],
    ['چھ', 'چھے', 'chay', 'chhe'], ['سات', 'saat'], ['آٹھ', 'aath', 'aath'], ['نو', 'nau'],
  ],
  messengers: [
    'واٹس ایپ', 'واٹس اپ', 'واٹساپ', 'واٹس', 'وٹس ایپ', 'ٹیلیگرام', 'ٹیلی گرام', 'سگنل', 'وائبر', 'سنیپ چیٹ', 'سنیپ', 'انسٹاگرام',
    'انسٹا', 'فیس بک', 'فیسبک', 'میسنجر', 'ٹک ٹاک', 'ایمو', 'بوٹم', 'اسکائپ', 'ٹویٹر', 'ڈسکارڈ', 'لائن',
  ],
  reachBefore: ['مجھے', 'میرا', 'میری', 'میرے', 'اپنا', 'آپ کا', 'تمہارا', 'mujhe', 'mera', 'meri', 'apna', 'apka', 'aapka'],
  reachAfter: [
    'نمبر', '(?:پر|پہ) (?:ایڈ|میسج|بات|رابطہ|کال|ملیں|آ جاؤ|آجاؤ|آئیں)', 'آئی ڈی', 'اکاؤنٹ', 'number', '(?:pe|par) (?:add|msg|message|baat|call|aa)',
    ': ?@?[a-z0-9_.]{3,}',
  ],
  possessive: [],
  possessiveAfter: [],
  emailAt: ['ایٹ', 'at'],
  emailDot: ['ڈاٹ', 'dot'],
  money: [
    '(?:پیسے|رقم|روپے|ڈالر|پیسہ) (?:بھیج|بھیجیں|بھیجو|چاہیے|چاہئیں|دے|دیں|دو|ٹرانسفر|ادھار)', 'ادھار', 'قرض (?:دے|دیں|دو|چاہیے)',
    'بینک اکاؤنٹ', 'اکاؤنٹ نمبر', 'ایزی ?پیسہ', 'جاز ?کیش', 'گفٹ کارڈ', 'بٹ ?کوائن', 'کرپٹو', 'ویسٹرن یونین',
    '(?:ویزا|ٹکٹ|کسٹم|ہسپتال) (?:کے |کی )?(?:پیسے|فیس|خرچ)', '(?:paise|paisay|pese|raqam) (?:bhej|bhejo|bhejain|chahiye|do|de)',
    'easy ?paisa', 'jazz ?cash', 'udhaar', 'udhar',
  ],
};
