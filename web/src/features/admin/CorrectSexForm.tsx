import { correctSexSchema, type CorrectSexInput } from '@mithaq/contract/admin';
import { otherSex } from '@mithaq/contract/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { validateForm } from '../auth/public';
import { adminKeys } from '../../lib/queryKeys';
import { correctSex } from './adminApi';
import { contractText } from '../../lib/serverText';
import { useAdminFailure } from './adminErrors';

type Sex = CorrectSexInput['sex'];

/**
 * Members set their sex once, in the wizard; a moderator corrects a mistake here, always with a
 * reason (the audit log keeps both values and the reason).
 */
export function CorrectSexForm({ profileId, name, sex }: { profileId: string; name: string; sex: Sex }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const failed = useAdminFailure();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const other = otherSex(sex);
  const correction = useMutation({
    mutationFn: (input: CorrectSexInput) => correctSex(profileId, input),
    onSuccess: async (corrected) => {
      toast.success(t('admin.sex.done', { name, sex: t(`profiles.sexes.${corrected}`) }));
      setReason('');
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: failed(t('admin.sex.failed')),
  });

  const submit = () => {
    const validation = validateForm(correctSexSchema, { sex: other, reason });
    if (!validation.ok) return setError(contractText(t, validation.error.message));
    setError(null);
    correction.mutate(validation.data);
  };

  return (
    <form
      noValidate
      aria-label={t('admin.sex.title')}
      className="flex flex-col gap-3 rounded-xl border border-sand-200 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 className="font-semibold text-sand-900">{t('admin.sex.title')}</h3>
      <p className="text-sm text-sand-700">{t('admin.sex.current', { sex: t(`profiles.sexes.${sex}`) })}</p>
      <TextField label={t('admin.sex.reason')} maxLength={100} value={reason} onChange={(event) => setReason(event.target.value)} />
      <FormAlert message={error} />
      <div className="self-end">
        <SubmitButton label={t('admin.sex.submit', { sex: t(`profiles.sexes.${other}`) })} busyLabel={t('admin.sex.busy')} busy={correction.isPending} />
      </div>
    </form>
  );
}
