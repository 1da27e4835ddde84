import webpush from 'web-push';
import { keptInDataDir } from '../secrets';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair browsers subscribe with. Configured (required with DATABASE_URL: every
 * server must sign with the pair the browsers know), or generated once into DATA_DIR like the
 * app secret. It must stay stable: a new pair orphans every existing subscription.
 */
export function resolveVapidKeys(configured: VapidKeys | undefined, dataDir: string): VapidKeys {
  if (configured) return configured;
  const stored = keptInDataDir(dataDir, 'vapid-keys.json', () => JSON.stringify(webpush.generateVAPIDKeys()));
  const keys = JSON.parse(stored) as VapidKeys;
  if (!keys.publicKey || !keys.privateKey) throw new Error('DATA_DIR/vapid-keys.json holds no VAPID key pair');
  return keys;
}
