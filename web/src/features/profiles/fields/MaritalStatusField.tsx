import { maritalStatuses } from '@mithaq/contract/profiles';
import type { PublicProfile } from '@mithaq/contract/profiles';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/SelectField';
import { maritalStatusLabel } from '../formatProfile';

type MaritalStatus = PublicProfile['maritalStatus'];

const isMaritalStatus = (value: string): value is MaritalStatus => (maritalStatuses as readonly string[]).includes(value);

interface MaritalStatusFieldProps {
  value: MaritalStatus;
  /** The member's sex, for languages whose words agree with it. */
  sex: PublicProfile['sex'] | undefined;
  onChange: (value: MaritalStatus) => void;
  error?: string | null;
}

/** Never Married, Separated, Divorced, Married or Widowed. */
export function MaritalStatusField({ value, sex, onChange, error }: MaritalStatusFieldProps) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('profiles.fields.maritalStatus')}
      value={value}
      options={maritalStatuses.map((status) => ({ value: status, label: maritalStatusLabel(t, status, sex) }))}
      onChange={(next) => {
        if (isMaritalStatus(next)) onChange(next);
      }}
      error={error}
    />
  );
}
