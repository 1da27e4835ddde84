import type { DeviceSession } from '@mithaq/contract/account';
import type { TFunction } from 'i18next';

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (list: [RegExp, string][], agent: string) => list.find(([pattern]) => pattern.test(agent))?.[1];

/** "Chrome on Android", "The Mithaq app", or just "Browser" when the user agent says too little. */
export function deviceLabel(t: TFunction, session: Pick<DeviceSession, 'client' | 'userAgent'>): string {
  if (session.client === 'native') return t('accountControls.devices.app');
  const agent = session.userAgent ?? '';
  const browser = firstMatch(BROWSERS, agent);
  const system = firstMatch(SYSTEMS, agent);
  if (browser && system) return t('accountControls.devices.browserOn', { browser, system });
  return browser ?? t('accountControls.devices.browser');
}
