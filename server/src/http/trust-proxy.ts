import net from 'node:net';

/**
 * Which X-Forwarded-For hops Fastify may believe (its `trustProxy`): none (false), the nearest
 * `n` proxies (a hop count), or the proxies at these addresses/CIDRs. Only the hops trusted
 * this way can set request.ip, so a client writing its own X-Forwarded-For changes nothing.
 * `true` believes the whole header, the left-most entry included, which any client can forge.
 */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for whole ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry) || net.isIP(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address || !bits || !/^\d{1,3}$/.test(bits)) return false;
  const family = net.isIP(address);
  return family !== 0 && Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY's text, or undefined when it is none of the accepted forms. */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim().toLowerCase();
  if (['false', 'no', '0'].includes(text)) return false;
  if (['true', 'yes'].includes(text)) return true;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.length > 0 && entries.every(isAddressOrCidr) ? entries : undefined;
}

/**
 * What Fastify's `trustProxy` takes. A hop count becomes a function, since Fastify itself treats
 * a bare number as "trust nothing" (it cannot tell the proxy from a client that reached the port
 * directly: hence a list of addresses is the safer setting when the port is reachable).
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
