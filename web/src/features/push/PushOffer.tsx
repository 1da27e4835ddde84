import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfferCard } from '../../components/OfferCard';
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
  const { state, busy, turnOn } = usePushControl();
  if (state !== 'off') return null;
  return (
    <OfferCard
      icon={BellRing}
      title={t('push.offer.title')}
      body={t('push.offer.body')}
      acceptLabel={t('push.turnOn')}
      declineLabel={t('push.offer.dismiss')}
      busy={busy}
      onAccept={() => {
        onClose();
        void turnOn();
      }}
      onDecline={onClose}
    />
  );
}
