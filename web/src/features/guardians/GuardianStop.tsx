import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form/FormAlert';
import { buttonClasses } from '../../components/buttonStyles';
import { stopTranscripts } from './guardiansApi';
import { useLinkAction } from './useLinkAction';

/** "Stop receiving these" from a transcript e-mail: one button (a mail scanner opening the link stops nothing). */
export function GuardianStop({ token }: { token: string }) {
  const { t } = useTranslation();
  const { state, act } = useLinkAction(() => stopTranscripts(token), t('guardians.stop.failed'));
  if (state.status === 'done') {
    return (
      <p role="status" className="text-center text-sand-800">
        {t('guardians.stop.done', { name: state.memberName })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sand-800">{t('guardians.stop.body')}</p>
      {state.status === 'failed' ? <FormAlert message={state.message} /> : null}
      <button type="button" className={buttonClasses('danger')} disabled={state.status === 'busy'} onClick={() => void act()}>
        {state.status === 'busy' ? t('guardians.stop.stopping') : t('guardians.stop.button')}
      </button>
    </div>
  );
}
