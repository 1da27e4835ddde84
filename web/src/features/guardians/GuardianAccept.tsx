import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form/FormAlert';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { buttonClasses } from '../../components/buttonStyles';
import { guardianInviteKey } from '../../lib/queryKeys';
import { refusalText } from '../../lib/serverText';
import { acceptInvite, fetchInvite } from './guardiansApi';
import { useLinkAction } from './useLinkAction';

/** The invitation a guardian opened from the e-mail: whose it is, then Accept (no account). */
export function GuardianAccept({ token }: { token: string }) {
  const { t } = useTranslation();
  const invite = useQuery({ queryKey: guardianInviteKey(token), queryFn: () => fetchInvite(token), retry: false, staleTime: Infinity });
  const { state, act } = useLinkAction(() => acceptInvite(token), t('guardians.accept.failed'));
  if (state.status === 'done') {
    return (
      <p role="status" className="text-center text-sand-800">
        {t('guardians.accept.done', { name: state.memberName })}
      </p>
    );
  }
  if (invite.isPending) return <LoadingIndicator />;
  if (invite.isError) return <FormAlert message={refusalText(t, invite.error, t('guardians.accept.failed'))} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sand-800">{t('guardians.accept.body', { name: invite.data.memberName })}</p>
      {state.status === 'failed' ? <FormAlert message={state.message} /> : null}
      <button type="button" className={buttonClasses('primary')} disabled={state.status === 'busy'} onClick={() => void act()}>
        {state.status === 'busy' ? t('guardians.accept.accepting') : t('guardians.accept.button')}
      </button>
    </div>
  );
}
