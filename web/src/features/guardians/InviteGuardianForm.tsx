import { guardianRelations, inviteGuardianSchema, type GuardianView } from '@mithaq/contract/guardians';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormAlert } from '../../components/form/FormAlert';
import { SelectField } from '../../components/form/SelectField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { contractText, refusalText } from '../../lib/serverText';
import { inviteGuardian } from './guardiansApi';

type Field = 'name' | 'relation' | 'email';

/** Name, relation and e-mail: checked here with the contract's schema, decided by the server. */
export function InviteGuardianForm({ onInvited }: { onInvited: (guardian: GuardianView) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ name: '', relation: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = inviteGuardianSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= contractText(t, issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const guardian = await inviteGuardian(parsed.data);
      toast.success(t('guardians.form.sent', { email: guardian.email }));
      setValues({ name: '', relation: '', email: '' });
      onInvited(guardian);
    } catch (error) {
      setFailure(refusalText(t, error, t('guardians.actionFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold text-sand-900">{t('guardians.form.title')}</h3>
      <TextField label={t('guardians.form.name')} value={values.name} maxLength={50} autoComplete="off" error={errors.name} onChange={(e) => set('name')(e.target.value)} />
      <SelectField
        label={t('guardians.form.relation')}
        value={values.relation}
        placeholder={t('guardians.form.relationPlaceholder')}
        options={guardianRelations.map((relation) => ({ value: relation, label: t(`guardians.relations.${relation}`) }))}
        error={errors.relation}
        onChange={set('relation')}
      />
      <TextField label={t('guardians.form.email')} type="email" value={values.email} autoComplete="off" error={errors.email} onChange={(e) => set('email')(e.target.value)} />
      <FormAlert message={failure} />
      <SubmitButton label={t('guardians.form.submit')} busyLabel={t('guardians.form.sending')} busy={busy} />
    </form>
  );
}
