const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface PushEndpointRules {
  /** Host names and `*.suffix` patterns of the push services (PUSH_ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
  /** PUSH_ALLOW_LOOPBACK (tests and development only; production refuses it): this machine, http or https, any port. */
  allowLoopback: boolean;
}

function parsed(address: string): URL | undefined {
  try {
    const url = new URL(address);
    return url.username || url.password ? undefined : url;
  } catch {
    return undefined;
  }
}

const isLoopback = (url: URL, allowLoopback: boolean) => allowLoopback && LOOPBACK.has(url.hostname) && (url.protocol === 'http:' || url.protocol === 'https:');
/** https on 443: URL leaves the port empty when it is the scheme's default. */
const isHttps443 = (url: URL) => url.protocol === 'https:' && url.port === '';

/**
 * Is this web push endpoint at a push service the server trusts? The worker POSTs to whatever a
 * subscription names, so without this check a member could make the server call any address or
 * port (SSRF): https on port 443 at an allowed host, nothing else. Checked at registration
 * (features/push/endpoint-guard.ts) and again before every send.
 */
export function isAllowedPushEndpoint(endpoint: string, rules: PushEndpointRules): boolean {
  const url = parsed(endpoint);
  if (!url) return false;
  if (isLoopback(url, rules.allowLoopback)) return true;
  if (!isHttps443(url)) return false;
  const host = url.hostname.toLowerCase();
  return rules.allowedHosts.some((pattern) => (pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern));
}

/** A push service's own address from configuration (FCM's API and token exchange): https on 443, or loopback when allowed. */
export function isAllowedServiceUrl(address: string, allowLoopback: boolean): boolean {
  const url = parsed(address);
  return Boolean(url && (isHttps443(url) || isLoopback(url, allowLoopback)));
}
