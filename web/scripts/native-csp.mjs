/**
 * The native wrapper's Content-Security-Policy (issue 26). The wrapper's pages come from its own
 * origin (https://localhost on Android, capacitor://localhost on iOS), which the server's CSP
 * header never reaches, so a native build (VITE_API_BASE_URL set) carries the policy in a <meta>
 * of index.html (vite.config.ts). As strict as the server's: scripts only from the app's own
 * files, and the network only to the configured API origin and its WebSocket (pictures arrive
 * through fetch as blob: URLs: lib/useMediaObjectUrl.ts). frame-ancestors has no effect in a
 * <meta>, and nothing frames the wrapper's webview anyway.
 */

/** The policy for a wrapper whose API (and realtime socket) is at `apiBase`, e.g. https://mithaq.example. */
export function nativeCspFor(apiBase) {
  const api = new URL(apiBase);
  const socket = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Radix sets inline style attributes (as on the web).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${api.origin} ${socket}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** An attribute's value as the browser reads it (Vite writes ' as &#39;). */
const unescapeAttribute = (value) =>
  value.replace(/&#(\d+);|&#x([0-9a-f]+);|&quot;|&amp;/gi, (entity, decimal, hex) =>
    decimal ? String.fromCodePoint(Number(decimal)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : entity === '&quot;' ? '"' : '&');

/** The directives of the CSP <meta> in `html` (name → sources), or null when it has none. */
export function metaCspOf(html) {
  const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html);
  if (!meta) return null;
  const directives = new Map();
  for (const part of unescapeAttribute(meta[1]).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * What is wrong with a native build's index.html (an empty list: nothing): the CSP <meta> is
 * there, scripts come from 'self' only, the network goes to one HTTPS origin and its wss://
 * socket only, no wildcard or 'unsafe-eval' anywhere, no plugins. npm run native:check runs it.
 */
export function nativeCspProblems(html) {
  const csp = metaCspOf(html);
  if (!csp) return ['no Content-Security-Policy <meta> (build with VITE_API_BASE_URL set)'];
  const problems = [];
  const is = (name, ...sources) => {
    if ((csp.get(name) ?? []).join(' ') !== sources.join(' ')) problems.push(`${name} is not ${sources.join(' ')}`);
  };
  is('default-src', "'self'");
  is('script-src', "'self'");
  is('object-src', "'none'");
  const connect = csp.get('connect-src') ?? [];
  const [origin, socket] = connect;
  const api = origin?.startsWith('https://') ? new URL(origin) : null;
  if (connect.length !== 2 || !api || origin !== api.origin || socket !== `wss://${api.host}`) {
    problems.push(`connect-src is not one https:// origin and its wss:// socket: ${connect.join(' ')}`);
  }
  for (const [name, sources] of csp) {
    if (sources.some((source) => source.includes('*') || source === "'unsafe-eval'")) problems.push(`${name} allows ${sources.join(' ')}`);
  }
  return problems;
}
