import type { Place } from '@mithaq/contract/geo';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { TextField } from '../../components/form/TextField';
import { BirthdayField, LocationField, SexField } from '../profiles/public';
import { useSignupForm } from './SignupFormContext';
import { hasErrors, validateBasicInfo } from './stepValidation';
import { useFieldError } from './useFieldError';
import { WizardStep } from './WizardStep';

/** Step 1 (/signup): name, sex, birthday and the detected location. */
export function BasicInfoStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, update, setErrors, save } = useSignupForm();
  const errorFor = useFieldError();
  const onDetected = useCallback(
    (place: Place) => update({ location: { country: place.country, city: place.city }, locationDetected: true }),
    [update],
  );

  const onContinue = () => {
    const errors = validateBasicInfo(data, new Date());
    if (hasErrors(errors)) {
      setErrors(errors);
      return;
    }
    if (save()) toast.success(t('signup.basicInfoSaved'));
    void navigate(paths.signupDetails);
  };

  return (
    <WizardStep title={t('signup.steps.basicInfo')} submitLabel={t('signup.continue')} onSubmit={onContinue}>
      <TextField
        label={t('profiles.fields.name')}
        name="name"
        autoComplete="given-name"
        value={data.name}
        onChange={(event) => update({ name: event.target.value })}
        error={errorFor('name')}
      />
      <SexField label={t('profiles.fields.sex')} value={data.sex} onChange={(sex) => update({ sex })} error={errorFor('sex')} />
      <BirthdayField value={data.birthday} onChange={(birthday) => update({ birthday })} error={errorFor('birthday')} />
      <LocationField
        variant="detect"
        value={data.location}
        onDetected={onDetected}
        error={errorFor('location', 'location.country', 'location.city')}
      />
    </WizardStep>
  );
}
