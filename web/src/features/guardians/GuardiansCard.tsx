import { MAX_GUARDIANS } from '@mithaq/contract/guardians';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { GuardianItem } from './GuardianItem';
import { InviteGuardianForm } from './InviteGuardianForm';
import { InviteStateNote } from './InviteStateNote';
import { useGuardians } from './useGuardians';

/**
 * The Account page's Guardians card: the member's guardians with their status, and the invite form
 * (at most 2), or why the member cannot invite now.
 */
export function GuardiansCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const { query, put } = useGuardians();
  const guardians = query.data?.guardians;
  const invite = query.data?.invite;
  const live = (guardians ?? []).filter((guardian) => guardian.status !== 'revoked').length;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <h2 id={titleId} className="text-xl font-bold text-sand-900">
        {t('guardians.title')}
      </h2>
      <p className="text-sand-700">{t('guardians.intro')}</p>
      {query.isPending ? <LoadingIndicator size="sm" /> : null}
      {query.isError ? <LoadError message={t('guardians.loadFailed')} onRetry={() => void query.refetch()} /> : null}
      {guardians && invite ? (
        guardians.length === 0 ? (
          <p className="text-sand-600">{t('guardians.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t('guardians.title')}>
            {guardians.map((guardian) => (
              <GuardianItem key={guardian.id} guardian={guardian} mayInvite={invite.blockedBy === null} onChanged={put} />
            ))}
          </ul>
        )
      ) : null}
      {invite && live >= MAX_GUARDIANS ? <p className="text-sm text-sand-700">{t('guardians.form.full')}</p> : null}
      {invite && live < MAX_GUARDIANS ? <InviteStateNote state={invite} /> : null}
      {invite && live < MAX_GUARDIANS && invite.blockedBy === null ? <InviteGuardianForm onInvited={(guardian) => put(guardian, true)} /> : null}
    </section>
  );
}
