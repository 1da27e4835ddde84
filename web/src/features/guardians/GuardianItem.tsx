import type { GuardianView } from '@mithaq/contract/guardians';
import type { TFunction } from 'i18next';
import { Send, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../components/buttonStyles';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { refusalText } from '../../lib/serverText';
import { resendInvite, revokeGuardian } from './guardiansApi';

function statusLabel(guardian: GuardianView, t: TFunction) {
  if (guardian.refusesEmail) return t('guardians.status.refusesEmail');
  if (guardian.status === 'invited' && guardian.inviteExpired) return t('guardians.status.expired');
  return t(`guardians.status.${guardian.status}`);
}

interface Props {
  guardian: GuardianView;
  /** False while the member may not invite (the card says why): sending again would be refused alike. */
  mayInvite: boolean;
  /** `mailed`: an invitation went out (what the form says next may change). */
  onChanged: (guardian: GuardianView, mailed: boolean) => void;
}

/**
 * One guardian: name, relation, address, status and dates; Send again (invited, and their address
 * takes e-mails) and Remove (not ended). One whose address opted out of all mail says so and why.
 */
export function GuardianItem({ guardian, mayInvite, onChanged }: Props) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  async function act(run: () => Promise<GuardianView>, success: (changed: GuardianView) => string, mailed = false) {
    setBusy(true);
    try {
      const changed = await run();
      onChanged(changed, mailed);
      toast.success(success(changed));
    } catch (error) {
      toast.error(refusalText(t, error, t('guardians.actionFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="flex flex-col gap-2 rounded-xl p-3 ring-1 ring-sand-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-sand-900">
          {guardian.name} <span className="font-normal text-sand-700">({t(`guardians.relations.${guardian.relation}`)})</span>
        </p>
        <span
          className={`rounded-full px-2 py-0.5 text-sm font-medium ${guardian.status === 'active' && !guardian.refusesEmail ? 'bg-brand-100 text-brand-900' : 'bg-sand-200 text-sand-800'}`}
        >
          {statusLabel(guardian, t)}
        </span>
      </div>
      <p className="text-sm text-sand-700">{guardian.email}</p>
      <p className="text-sm text-sand-600">
        {guardian.acceptedAt
          ? t('guardians.activeSince', { date: date.format(new Date(guardian.acceptedAt)) })
          : t('guardians.invitedOn', { date: date.format(new Date(guardian.invitedAt)) })}
        {guardian.endedBy ? ` · ${t(`guardians.endedBy.${guardian.endedBy}`)}` : null}
      </p>
      {guardian.refusesEmail ? <p className="text-sm text-sand-700">{t('guardians.refusesEmailHint', { name: guardian.name })}</p> : null}
      {guardian.status !== 'revoked' ? (
        <div className="flex flex-wrap gap-2">
          {guardian.status === 'invited' && mayInvite && !guardian.refusesEmail ? (
            <button
              type="button"
              disabled={busy}
              aria-label={t('guardians.resendLabel', { name: guardian.name })}
              className={buttonClasses('secondary')}
              onClick={() => void act(() => resendInvite(guardian.id), (changed) => t('guardians.resent', { email: changed.email }), true)}
            >
              <Send aria-hidden="true" className="size-5" />
              {t('guardians.resend')}
            </button>
          ) : null}
          <ConfirmDialog
            trigger={
              <button type="button" disabled={busy} aria-label={t('guardians.revokeLabel', { name: guardian.name })} className={buttonClasses('secondary')}>
                <UserMinus aria-hidden="true" className="size-5" />
                {t('guardians.revoke')}
              </button>
            }
            title={t('guardians.revokeTitle', { name: guardian.name })}
            description={t('guardians.revokeDescription', { name: guardian.name })}
            confirmLabel={t('guardians.revoke')}
            destructive
            onConfirm={() => void act(() => revokeGuardian(guardian.id), () => t('guardians.revoked', { name: guardian.name }))}
          />
        </div>
      ) : null}
    </li>
  );
}
