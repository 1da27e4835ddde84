import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { readPushState, refreshWebSubscription, turnOffWebPush, turnOnWebPush } from './webPush';
import type { PushState } from './webPush';

export interface PushControl {
  /** 'checking' until the browser has said. */
  state: PushState | 'checking';
  busy: boolean;
  turnOn: () => Promise<void>;
  turnOff: () => Promise<void>;
}

/** This browser's push state and the two actions; failures are said in a toast, the state stays true. */
export function useWebPush(): PushControl {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void readPushState().then((read) => {
      if (!live) return;
      setState(read);
      // The server keeps the device's last-seen time, and moves it to whoever is signed in now;
      // a device the member stopped from the devices list shows off (its "Turn on" starts it again).
      if (read !== 'on') return;
      refreshWebSubscription().then(
        (answer) => live && answer?.stopped && setState('off'),
        () => undefined,
      );
    });
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useCallback(async () => {
    setBusy(true);
    try {
      const next = await turnOnWebPush();
      setState(next);
      if (next === 'on') toast.success(t('push.turnedOn'));
    } catch {
      toast.error(t('push.turnOnFailed'));
      setState(await readPushState());
    } finally {
      setBusy(false);
    }
  }, [t]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    try {
      await turnOffWebPush();
      setState('off');
      toast.success(t('push.turnedOff'));
    } catch {
      toast.error(t('push.turnOffFailed'));
    } finally {
      setBusy(false);
    }
  }, [t]);

  return { state, busy, turnOn, turnOff };
}
