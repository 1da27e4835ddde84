import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { byPlatform } from '../../lib/platform';
import type { NativePushState } from './native';
import { disableNativePush, enableNativePush, nativePushState, onNativePushState } from './nativePush';
import { useWebPush, type PushControl } from './useWebPush';

/**
 * The Notifications card's control in the native wrapper: the same PushControl as the web's, over
 * the native flow. 'granted' is registration under way (the token is read after 1 s), shown as
 * checking; 'registered' is a token the server has not got (sending failed, or the member signed
 * in since): showing the card sends it again. 'stopped' (from the devices list) shows off.
 */
export function controlStateOf(state: NativePushState): PushControl['state'] {
  switch (state) {
    case 'sent':
      return 'on';
    case 'granted':
      return 'checking';
    case 'disabled':
      return 'denied';
    case 'unsupported':
      return 'unsupported';
    default:
      return 'off';
  }
}

export function useNativePush(): PushControl {
  const { t } = useTranslation();
  const [state, setState] = useState<NativePushState | null>(null);
  const [busy, setBusy] = useState(false);
  // A toast when the token the member's tap asked for reaches the server (a second or more later).
  const announce = useRef(false);

  useEffect(() => {
    let live = true;
    let unsubscribe: () => void = () => {};
    const follow = (next: NativePushState) => {
      if (!live) return;
      setState(next);
      if (next === 'sent' && announce.current) toast.success(t('push.turnedOn'));
      if (next === 'sent' || next === 'disabled') announce.current = false;
    };
    void onNativePushState(follow).then((stop) => (live ? (unsubscribe = stop) : stop()));
    void nativePushState().then((current) => {
      follow(current);
      if (current === 'registered') void enableNativePush();
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [t]);

  const turnOn = useCallback(async () => {
    setBusy(true);
    announce.current = true;
    try {
      setState(await enableNativePush());
    } catch {
      toast.error(t('push.turnOnFailed'));
    } finally {
      setBusy(false);
    }
  }, [t]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    try {
      await disableNativePush();
      toast.success(t('push.turnedOff'));
    } catch {
      toast.error(t('push.turnOffFailed'));
    } finally {
      setBusy(false);
    }
  }, [t]);

  return { state: state === null ? 'checking' : controlStateOf(state), busy, turnOn, turnOff };
}

/** This device's push control: the native plugin's in the wrapper, the browser's elsewhere (fixed for the page's life). */
export const usePushControl: () => PushControl = byPlatform({ browser: useWebPush, native: useNativePush });
