import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Headers and fields that must never reach a log line. */
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.latitude',
  '*.longitude',
];

/** Query parameters that carry a credential: reset and confirmation tokens, signed-URL signatures. */
const SECRET_PARAM = /(^|_)(token|sig|signature|code|secret)$/i;

/**
 * The URL with the value of every credential-bearing query parameter replaced, so a reset or
 * confirmation link opened in the browser, or a signed picture URL, never lands in a log.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  // Names decoded as the app decodes them, so `?%74oken=` is caught too.
  const query = [...new URLSearchParams(url.slice(at + 1))].map(
    ([name, value]) => `${encodeURIComponent(name)}=${SECRET_PARAM.test(name) ? '[redacted]' : encodeURIComponent(value)}`,
  );
  return `${url.slice(0, at)}?${query.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  host?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, minus the secrets a query string may carry. */
const serializeRequest = (req: LoggedRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

export function createLogger(options: { level: string; pretty: boolean; destination?: DestinationStream }): Logger {
  const settings = {
    level: options.level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { req: serializeRequest },
  };
  if (options.destination) return pino(settings, options.destination);
  return pino({
    ...settings,
    ...(options.pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  });
}
