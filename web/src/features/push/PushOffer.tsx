import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { useSession } from '../../lib/session';
import { usePushControl } from './nativeControl';

const offeredKey = (userId: string) => `mithaq_push_offered_${userId}`;

// Storage can be missing or throw (private modes): then the offer just comes back next time.
function wasOffered(userId: string): boolean {
  try {
    return localStorage.getItem(offeredKey(userId)) !== null;
  } catch {
    return false;
  }
}

function rememberOffered(userId: string): void {
  try {
    localStorage.setItem(offeredKey(userId), new Date().toISOString());
  } catch {
    // See wasOffered.
  }
}

/**
 * Offered once after the member's first match (issue 15): a match is when a missed message costs
 * the most. Asks for permission only when "Turn on notifications" is clicked; either answer, or
 * "Not now", is remembered.
 */
export function PushOffer({ hasMatch }: { hasMatch: boolean }) {
  const { user } = useSession();
  const [closed, setClosed] = useState(false);
  // Read on each render: the session may still be loading on the first one.
  if (!user || closed || !hasMatch || wasOffered(user.id)) return null;
  const close = () => {
    rememberOffered(user.id);
    setClosed(true);
  };
  return <PushOfferCard onClose={close} />;
}

function PushOfferCard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { state, busy, turnOn } = usePushControl();
  if (state !== 'off') return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <BellRing aria-hidden="true" className="size-5" />
        {t('push.offer.title')}
      </h2>
      <p className="text-sand-800">{t('push.offer.body')}</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClasses('primary')}
          disabled={busy}
          onClick={() => {
            onClose();
            void turnOn();
          }}
        >
          {t('push.turnOn')}
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={onClose}>
          {t('push.offer.dismiss')}
        </button>
      </div>
    </section>
  );
}
