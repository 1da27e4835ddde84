/**
 * One language's patterns for the scam shield (detect.ts). Every string is written the way the
 * detector sees a message after normalising it: lowercase, without accents or Arabic diacritics,
 * alef without hamza or madda (أ إ آ → ا), Persian/Urdu letters folded to Arabic ones
 * (ی → ي, ک → ك, ہ → ه, ۃ → ة), Turkish ı → i, digits as ASCII. The detector folds each pattern
 * the same way when it compiles it, so writing ی or é here still works; but write lowercase.
 *
 * `reachBefore`, `reachAfter` and `money` are regular-expression sources (flag `u`), matched
 * between word boundaries; keep them specific: every entry is reviewed for false positives in
 * server/test/chat/shield/en.test.ts and its six siblings (one per language). `money` and the
 * names are read by the gate (leads.ts: literals, `[…]`, `(?:…|…)`, `? * + {m,n}`, no lookarounds),
 * and a money request is best started or ended by a word of three letters or more: a message
 * holding none of those words skips the expression.
 */
export interface ShieldPatterns {
  /** The spelled-out digits: `digits[d]` holds the words for d (one run of them reads as a number). */
  digits: readonly (readonly string[])[];
  /** Messenger and social network names (and their short forms) as written in this language. */
  messengers: readonly string[];
  /** Endings a language attaches to a name ("instagram'dan"): regex sources, none by default. */
  nameEndings?: readonly string[];
  /** Words right before a messenger name that make it a way to reach someone: "add me on", "my". */
  reachBefore: readonly string[];
  /** Words right after a messenger name that make it a way to reach someone: "… me", "… id". */
  reachAfter: readonly string[];
  /**
   * "my" / "your": before a messenger name followed by "is", ":" or "id" it is a way to reach
   * ("my insta is …", "what is your whatsapp number"); the name alone is only talk about the app
   * ("Instagram is a waste of time" is not flagged).
   */
  possessive: readonly string[];
  /** Those words after "my <name>": "is", ":", "id", "number"… */
  possessiveAfter: readonly string[];
  /** Words standing for "@" and "." in a spelled-out e-mail address ("name at gmail dot com"). */
  emailAt: readonly string[];
  emailDot: readonly string[];
  /** Asking for money or for a way to send it: transfers, gift cards, crypto, bank details, loans. */
  money: readonly string[];
}
