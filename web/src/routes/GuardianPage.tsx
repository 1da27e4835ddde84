import { clientPaths as paths } from '@mithaq/contract/routes';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BackLink } from '../components/BackLink';
import { CenteredPage } from '../components/CenteredPage';
import { FormAlert } from '../components/form/FormAlert';
import { GuardianAccept } from '../features/guardians/GuardianAccept';
import { GuardianStop } from '../features/guardians/GuardianStop';

/**
 * `/guardian/accept?token=…` and `/guardian/stop?token=…`: the guardian's pages, opened from
 * the e-mails, with no sign-in.
 */
export function GuardianPage({ kind }: { kind: 'accept' | 'stop' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <CenteredPage>
      <div className="flex flex-col gap-5">
        <h1 className="text-center text-2xl font-bold text-brand-950">{t(`guardians.${kind}.title`)}</h1>
        {token.length < 10 ? <FormAlert message={t(`guardians.${kind}.missing`)} /> : kind === 'accept' ? <GuardianAccept token={token} /> : <GuardianStop token={token} />}
        <BackLink to={paths.home} label={t('guardians.home')} />
      </div>
    </CenteredPage>
  );
}
