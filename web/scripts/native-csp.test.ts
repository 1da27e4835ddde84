import { describe, expect, it } from 'vitest';
import { metaCspOf, nativeCspFor, nativeCspProblems } from './native-csp.mjs';

const page = (policy: string) => `<!doctype html><html><head><meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="${policy}" /><title>Mithaq</title></head></html>`;

describe("the native wrapper's CSP", () => {
  it('lets scripts come from the app only, and the network go to the API origin and its socket only', () => {
    const csp = metaCspOf(page(nativeCspFor('https://mithaq.example/')))!;
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(['https://mithaq.example', 'wss://mithaq.example']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(nativeCspProblems(page(nativeCspFor('https://mithaq.example')))).toEqual([]);
  });

  it('reads the policy as the browser does, with the quotes Vite writes as &#39;', () => {
    const escaped = page(nativeCspFor('https://mithaq.example').replaceAll("'", '&#39;'));
    expect(metaCspOf(escaped)!.get('script-src')).toEqual(["'self'"]);
    expect(nativeCspProblems(escaped)).toEqual([]);
  });

  it('is refused by the check when missing, loosened, or pointed at plain http', () => {
    expect(nativeCspProblems('<html><head></head></html>')).toEqual(['no Content-Security-Policy <meta> (build with VITE_API_BASE_URL set)']);
    const strict = nativeCspFor('https://mithaq.example');
    expect(nativeCspProblems(page(strict.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'")))).toEqual([
      "script-src is not 'self'",
      "script-src allows 'self' 'unsafe-eval'",
    ]);
    expect(nativeCspProblems(page(strict.replace('connect-src https://mithaq.example', "connect-src 'self' https://mithaq.example")))).toHaveLength(1);
    expect(nativeCspProblems(page(nativeCspFor('http://192.168.1.20:3000')))).toEqual([
      'connect-src is not one https:// origin and its wss:// socket: http://192.168.1.20:3000 ws://192.168.1.20:3000',
    ]);
  });
});
