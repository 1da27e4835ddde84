import { revokeVerificationSchema, VERIFICATION_REASON_MAX } from '@mithaq/contract/verification';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { contractText } from '../../lib/serverText';
import { validateForm } from '../auth/public';
import { useVerificationReview } from './useVerificationReview';

/** In a verified member's details: take the blue badge back, with the reason the member will read. */
export function RevokeBadgeForm({ profileId, name }: { profileId: string; name: string }) {
  const { t } = useTranslation();
  const { revoke } = useVerificationReview({ withQueue: false });
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const validation = validateForm(revokeVerificationSchema, { reason });
    if (!validation.ok) return setError(contractText(t, validation.error.message));
    setError(null);
    revoke.mutate({ profileId, name, reason: validation.data.reason });
  };
  return (
    <form
      noValidate
      aria-label={t('verification.admin.revokeTitle')}
      className="flex flex-col gap-3 rounded-xl border border-sky-200 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 className="flex items-center gap-2 font-semibold text-sand-900">
        <VerifiedBadge verified />
        {t('verification.admin.revokeTitle')}
      </h3>
      <TextField label={t('verification.admin.revokeReason')} maxLength={VERIFICATION_REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
      <FormAlert message={error} />
      <div className="self-end">
        <SubmitButton label={t('verification.admin.revoke')} busyLabel={t('verification.admin.revoking')} busy={revoke.isPending} />
      </div>
    </form>
  );
}
