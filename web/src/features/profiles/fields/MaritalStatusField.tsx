import { maritalStatuses } from '@mithaq/contract/profiles';
import type { PublicProfile } from '@mithaq/contract/profiles';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/SelectField';

type MaritalStatus = PublicProfile['maritalStatus'];

const isMaritalStatus = (value: string): value is MaritalStatus => (maritalStatuses as readonly string[]).includes(value);

interface MaritalStatusFieldProps {
  value: MaritalStatus;
  onChange: (value: MaritalStatus) => void;
  error?: string | null;
}

/** Never Married, Separated, Divorced, Married or Widowed. */
export function MaritalStatusField({ value, onChange, error }: MaritalStatusFieldProps) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('profiles.fields.maritalStatus')}
      value={value}
      options={maritalStatuses.map((status) => ({ value: status, label: t(`profiles.maritalStatuses.${status}`) }))}
      onChange={(next) => {
        if (isMaritalStatus(next)) onChange(next);
      }}
      error={error}
    />
  );
}
