import type { AuthUser } from '@mithaq/contract/auth';
import { useEffect, useRef } from 'react';
import { currentLanguage, showLanguage, storedLanguage } from './i18n';
import { saveAccountLanguage } from './language';
import { useSession } from './session';

/**
 * When a member signs in on this device: a language chosen here wins and the account takes it
 * (their e-mails follow what they read); with no choice here, the app shows the account's.
 */
export function LanguageSync() {
  const { user } = useSession();
  const adoptedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user) {
      adoptedFor.current = null;
      return;
    }
    if (adoptedFor.current === user.id) return;
    adoptedFor.current = user.id;
    reconcile(user);
  }, [user]);
  return null;
}

function reconcile(user: AuthUser) {
  const chosen = storedLanguage();
  if (chosen && chosen !== user.language) {
    // Not worth an error for the member: the next choice or sign-in tries again.
    void saveAccountLanguage(chosen).catch(() => undefined);
  } else if (!chosen && user.language !== currentLanguage()) {
    void showLanguage(user.language);
  }
}
