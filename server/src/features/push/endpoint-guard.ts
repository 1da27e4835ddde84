const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Is this web push endpoint at a push service the server trusts? The worker POSTs to whatever a
 * subscription names, so without this check a member could make the server call any address
 * (SSRF). `allowed` holds host names and `*.suffix` patterns (PUSH_ALLOWED_HOSTS).
 */
export function isAllowedEndpoint(endpoint: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  // Push services speak https; plain http only to this machine (the tests' push service).
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) return false;
  const host = url.hostname.toLowerCase();
  return allowed.some((pattern) => (pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern));
}
