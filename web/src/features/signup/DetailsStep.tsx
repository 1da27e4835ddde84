import { limits } from '@mithaq/contract/constants';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { TextField } from '../../components/form/TextField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { HeightField, IntentionsFields, MaritalStatusField, NationalityEditor } from '../profiles/public';
import { useSignupForm } from './SignupFormContext';
import { hasErrors, validateDetails } from './stepValidation';
import { useFieldError } from './useFieldError';
import { WizardStep } from './WizardStep';

/** Step 2 (/signup/details): About Me, education, occupation, nationality, height, marital status, and the optional intentions. */
export function DetailsStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, update, setErrors, save } = useSignupForm();
  const errorFor = useFieldError();

  const onContinue = () => {
    const errors = validateDetails(data);
    if (hasErrors(errors)) {
      setErrors(errors);
      return;
    }
    if (save()) toast.success(t('signup.detailsSaved'));
    void navigate(paths.signupPictures);
  };

  return (
    <WizardStep
      title={t('signup.steps.details')}
      backTo={paths.signup}
      submitLabel={t('signup.continue')}
      onSubmit={onContinue}
    >
      <TextAreaField
        label={t('profiles.fields.aboutMe')}
        rows={5}
        value={data.aboutMe}
        onChange={(event) => update({ aboutMe: event.target.value })}
        error={errorFor('aboutMe')}
      />
      <p className="-mt-3 text-end text-sm text-sand-600">
        {t('profiles.characterCount', { count: data.aboutMe.length, max: limits.aboutMeMaxLength })}
      </p>
      <TextField
        label={t('profiles.fields.education')}
        value={data.education}
        onChange={(event) => update({ education: event.target.value })}
        error={errorFor('education')}
      />
      <TextField
        label={t('profiles.fields.occupation')}
        value={data.occupation}
        onChange={(event) => update({ occupation: event.target.value })}
        error={errorFor('occupation')}
      />
      <NationalityEditor
        value={data.nationality}
        onChange={(nationality) => update({ nationality })}
        messages={{
          max: t('profiles.messages.nationalityMax'),
          duplicate: t('profiles.messages.nationalityDuplicate'),
        }}
        error={errorFor('nationality')}
      />
      <HeightField value={data.height} onChange={(height) => update({ height })} error={errorFor('height')} />
      <MaritalStatusField
        value={data.maritalStatus}
        sex={data.sex}
        onChange={(maritalStatus) => update({ maritalStatus })}
        error={errorFor('maritalStatus')}
      />
      <IntentionsFields value={data.intentions} onChange={(intentions) => update({ intentions })} />
    </WizardStep>
  );
}
