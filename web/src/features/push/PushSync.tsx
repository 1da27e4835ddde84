import { useEffect, useRef } from 'react';
import { useSession } from '../../lib/session';
import { renewThisDevice } from './renewThisDevice';

/**
 * A push registration belongs to the session that made it (issue 26), so each session this
 * device starts — a sign-in, or the app opened with a session — sends the device's registration
 * again for it. Nothing is asked of the member; a browser without a subscription sends nothing.
 */
export function PushSync() {
  const { user } = useSession();
  const renewedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user) {
      renewedFor.current = null;
      return;
    }
    if (renewedFor.current === user.id) return;
    renewedFor.current = user.id;
    renewThisDevice();
  }, [user]);
  return null;
}
