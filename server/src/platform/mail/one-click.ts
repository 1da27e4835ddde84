/**
 * The headers of a mail with a one-click way out (RFC 8058): List-Unsubscribe with the https link,
 * and List-Unsubscribe-Post, which lets a mail client's button POST to it.
 */
export function oneClickHeaders(url: string): Record<string, string> {
  // https only: nothing reads replies to MAIL_FROM, so a mailto: would be a promise the system cannot keep.
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
