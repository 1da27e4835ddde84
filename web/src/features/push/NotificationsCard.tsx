import { BellOff, BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../components/buttonStyles';
import { sendTestPush } from './pushApi';
import { PushPreferencesList } from './PushPreferencesList';
import { usePushControl } from './nativeControl';
import type { PushControl } from './useWebPush';

/** The state line, always shown (issue 15: off, on, denied with how to re-allow, unsupported, iOS not installed). */
function PushStateText({ state }: { state: PushControl['state'] }) {
  const { t } = useTranslation();
  if (state === 'checking') return <p role="status">{t('push.checking')}</p>;
  return (
    <div role="status" className="flex flex-col gap-1 text-sand-800">
      <p className={state === 'on' ? 'font-semibold text-brand-800' : undefined}>{t(`push.state.${state}`)}</p>
      {state === 'denied' ? <p className="text-sm text-sand-700">{t('push.state.deniedHelp')}</p> : null}
    </div>
  );
}

function TestPushButton() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function send() {
    setBusy(true);
    try {
      await sendTestPush();
      toast.success(t('push.testSent'));
    } catch {
      toast.error(t('push.testFailed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className={buttonClasses('secondary')} disabled={busy} onClick={() => void send()}>
      {t('push.sendTest')}
    </button>
  );
}

/** The Account page's Notifications card: this device's push state and actions, and the member's choices. */
export function NotificationsCard({ control: given }: { control?: PushControl } = {}) {
  const { t } = useTranslation();
  const titleId = useId();
  const device = usePushControl();
  const { state, busy, turnOn, turnOff } = given ?? device;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <h2 id={titleId} className="text-xl font-bold text-sand-900">
        {t('push.title')}
      </h2>
      <PushStateText state={state} />
      {state === 'off' || state === 'on' ? (
        <div className="flex flex-wrap gap-3">
          {state === 'off' ? (
            <button type="button" className={buttonClasses('primary')} disabled={busy} onClick={() => void turnOn()}>
              <BellRing aria-hidden="true" className="size-5" />
              {t('push.turnOn')}
            </button>
          ) : (
            <>
              <TestPushButton />
              <button type="button" className={buttonClasses('secondary')} disabled={busy} onClick={() => void turnOff()}>
                <BellOff aria-hidden="true" className="size-5" />
                {t('push.turnOff')}
              </button>
            </>
          )}
        </div>
      ) : null}
      <PushPreferencesList />
    </section>
  );
}
