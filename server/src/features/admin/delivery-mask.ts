import { DELIVERY_ERROR_MAX } from '@mithaq/contract/deliveries';

/**
 * What the Deliveries tab may show of a queued mail or push (server/src/features/admin/deliveries.ts):
 * enough to recognise it, too little to read an address, follow a link or reach a device.
 */

const HIDDEN = '•••';

/** 'fatima@example.com' → 'f•••@e•••.com': the first letter of each side and the top-level domain. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return HIDDEN;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 && dot < domain.length - 1 ? domain.slice(dot) : '';
  return `${[...local][0]}${HIDDEN}@${[...domain][0]}${HIDDEN}${tld}`;
}

/** A member's name as its first letter: the recipient is recognisable to whoever knows the member, and no more. */
export const maskName = (name: string) => `${[...name.trim()][0] ?? ''}${HIDDEN}`;

/** A device's or anything's id as its first four characters: enough to tell two apart in one table. */
export const maskId = (id: string) => `${id.slice(0, 4)}${HIDDEN}`;

const URL_PATTERN = /\b([a-z][a-z0-9+.-]*:\/\/)([^\s/?#"'<>]+)[^\s"'<>]*/gi;
const EMAIL_PATTERN = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[^\s<>"'(),;:@]+/g;
const SECRET_PARAM = /\b(token|confirmation_token|key|secret|signature|auth|password)=[^\s&"'<>]+/gi;

/**
 * A delivery's last error as the tab shows it: SMTP and push hosts say useful things ("550 mailbox
 * unavailable", "ECONNREFUSED", "410 Gone"), but an error may quote the mail (a link with its
 * token) or the address. Links keep only their host, addresses are masked, secret parameters
 * hidden; then it is cut to DELIVERY_ERROR_MAX characters.
 */
export function safeDeliveryError(error: string | null): string | null {
  if (error === null) return null;
  const cleaned = error
    .replace(URL_PATTERN, (_match, scheme: string, host: string) => `${scheme}${host.replace(/^[^@]*@/, '')}/${HIDDEN}`)
    .replace(EMAIL_PATTERN, (address) => maskEmail(address))
    .replace(SECRET_PARAM, (_match, name: string) => `${name}=${HIDDEN}`);
  const chars = [...cleaned];
  return chars.length > DELIVERY_ERROR_MAX ? `${chars.slice(0, DELIVERY_ERROR_MAX - 1).join('')}…` : cleaned;
}
