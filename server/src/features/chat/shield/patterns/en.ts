import type { ShieldPatterns } from './types';

/** English (also the Latin-script spellings every language's members use for the apps). */
export const en: ShieldPatterns = {
  digits: [
    ['zero'], ['one'], ['two'], ['three'], ['four'], ['five'], ['six'], ['seven'], ['eight'], ['nine'],
  ],
  messengers: [
    'whatsapp', 'whats app', 'whatsap', 'watsapp', 'watsap', 'wtsp', 'wa', 'telegram', 'tele', 'tg', 'signal', 'viber',
    'zangi', 'snapchat', 'snap', 'sc', 'instagram', 'insta', 'ig', 'facebook', 'fb', 'messenger', 'tiktok', 'tik tok',
    'wechat', 'we chat', 'imo', 'botim', 'line', 'skype', 'discord', 'kik', 'twitter', 'x', 'gmail', 'hotmail', 'outlook',
    'yahoo', 'icloud',
  ],
  reachBefore: [
    'add me (?:on|in|at)', 'add me', 'message me (?:on|in|at|via)', 'text me (?:on|in|at|via)', 'call me (?:on|in|at|via)',
    'dm me (?:on|in|at)', 'find me (?:on|in|at)', 'follow me (?:on|in|at)', 'contact me (?:on|in|at|via|through)',
    'reach me (?:on|in|at|via|through)', 'write to me (?:on|in|at|via)', 'talk (?:on|in|via|over)', 'chat (?:on|in|via|over)',
    "let'?s (?:talk|chat|speak|continue|move) (?:on|in|to|over)", '(?:move|switch|continue|go) (?:to|on) (?:the )?',
    'are you on', 'do you use', 'i am on', "i'?m on",
  ],
  reachAfter: ['me', 'id', 'number', 'username', 'user name', 'handle', 'account', ': ?@?[a-z0-9_.]{3,}', 'is @'],
  possessive: ['my', 'your'],
  possessiveAfter: ['is', ':', '=', 'id', 'number', 'username', 'handle', 'account', 'name'],
  emailAt: ['at', '\\(at\\)', '\\[at\\]'],
  emailDot: ['dot', '\\(dot\\)', '\\[dot\\]'],
  money: [
    'send (?:me |us )?(?:some |the )?(?:money|cash|funds|\\$|£|€|\\d+ ?(?:dollars|pounds|euros|usd))',
    '(?:transfer|wire) (?:me |us )?(?:some |the )?(?:money|cash|funds|\\$|£|€|\\d)',
    'western ?union', 'money ?gram', 'gift ?cards?', '(?:itunes|apple|google play|steam|amazon|ebay|razer) (?:gift )?cards?',
    '(?:send|transfer|pay|buy|deposit|invest)[^.?!\\n]{0,30}(?:bitcoins?|btc|usdt|crypto|tether|ethereum|eth|binance)',
    '(?:bitcoin|btc|usdt|crypto|tether) (?:wallet|address)', 'invest (?:with me|in my|on my|in this|in our)',
    'bank (?:account|details|transfer|card)', 'account (?:number|details)', 'iban', 'swift code', 'routing number',
    'sort code', 'paypal', 'cash ?app', 'venmo', 'zelle', 'lend me', 'loan me', '(?:give|need|want) (?:me )?a loan',
    'borrow (?:some )?money', '(?:need|want) (?:some )?money', '(?:need|want) \\$ ?\\d', 'need \\d+ ?(?:dollars|pounds|euros|usd)',
    '(?:visa|ticket|flight|customs|hospital|medical|travel|clearance) (?:money|fees?|costs?|charges?)',
    'pay (?:for )?my (?:ticket|visa|flight|fees|rent|bills?|hospital)', 'help me (?:financially|with money|with the fees)',
  ],
};
