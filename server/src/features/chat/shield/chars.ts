/**
 * Character classes the scam shield asks of every character of a message, answered from a bitset
 * of the basic plane (8 KB each, worked out once when the module loads) instead of an expression:
 * on a busy server a table lookup stays cheap where an expression's compiled code has gone cold.
 * A character outside the basic plane (a surrogate pair) is asked of the expression itself.
 */
export function characterClass(expression: RegExp): (text: string, at: number) => boolean {
  const bits = new Uint32Array(2048);
  for (let code = 0; code < 0x10000; code++) {
    if ((code < 0xd800 || code > 0xdfff) && expression.test(String.fromCharCode(code))) bits[code >>> 5]! |= 1 << (code & 31);
  }
  return (text, at) => {
    const unit = text.charCodeAt(at);
    if (unit >= 0xd800 && unit <= 0xdbff) return expression.test(String.fromCodePoint(text.codePointAt(at)!));
    return ((bits[unit >>> 5]! >>> (unit & 31)) & 1) === 1;
  };
}

/** How many UTF-16 units the character at `at` takes: 2 for a surrogate pair. */
export const unitsAt = (text: string, at: number) => {
  const unit = text.charCodeAt(at);
  return unit >= 0xd800 && unit <= 0xdbff && at + 1 < text.length ? 2 : 1;
};
