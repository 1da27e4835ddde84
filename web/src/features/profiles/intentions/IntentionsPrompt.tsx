import { noIntentions, type Intentions } from '@mithaq/contract/intentions';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/buttonStyles';
import { DIALOG_CONTENT, DIALOG_OVERLAY } from '../../../components/dialogStyles';
import { errorText } from '../../../lib/serverText';
import { answerIntentions } from '../profileApi';
import { useOwnProfile, useOwnProfileCache } from '../useOwnProfile';
import { IntentionsFields } from './IntentionsFields';

/**
 * Asked once of a profile made before the intentions existed (issue 28): answering or skipping
 * is remembered on the server (intentions_asked_at), so it never shows again, on any device.
 */
export function IntentionsPrompt() {
  const { t } = useTranslation();
  const profile = useOwnProfile().data;
  const { setProfile } = useOwnProfileCache();
  const [answers, setAnswers] = useState<Intentions>(noIntentions);
  const [busy, setBusy] = useState(false);
  if (!profile || profile.intentionsAsked) return null;

  const send = async (input: Partial<Intentions>) => {
    setBusy(true);
    try {
      setProfile(await answerIntentions(input));
    } catch (error) {
      toast.error(errorText(t, error));
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open || busy ? undefined : void send({}))}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content className={DIALOG_CONTENT} aria-busy={busy}>
          <Dialog.Title className="text-xl font-bold text-sand-900">{t('intentions.prompt.title')}</Dialog.Title>
          <Dialog.Description className="text-sand-700">{t('intentions.prompt.body')}</Dialog.Description>
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void send(answers);
            }}
          >
            <IntentionsFields value={answers} onChange={setAnswers} />
            <div className="flex flex-wrap justify-end gap-3">
              <button type="button" disabled={busy} className={buttonClasses('secondary')} onClick={() => void send({})}>
                {t('intentions.prompt.skip')}
              </button>
              <button type="submit" disabled={busy} className={buttonClasses('primary')}>
                {t('intentions.prompt.save')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
