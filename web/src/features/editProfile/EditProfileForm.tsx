import type { Place } from '@mithaq/contract/geo';
import { parseIntentions } from '@mithaq/contract/intentions';
import type { OwnProfile } from '@mithaq/contract/profiles';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { PictureManager } from '../pictures/public';
import { HeightField, IntentionsFields, LocationField, MaritalStatusField, NationalityEditor, useOwnProfileCache } from '../profiles/public';
import { MatchQuestionField } from './MatchQuestionField';
import { SexField } from './SexField';
import { useEditProfileForm } from './useEditProfileForm';

/** `/app/edit-profile`'s form, in the spec's order, sharing its fields with the sign-up wizard. */
export function EditProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const { setPictures } = useOwnProfileCache();
  const { values, update, errorFor, save, saving } = useEditProfileForm(profile);
  const onDetected = useCallback(
    (place: Place) => update({ location: { country: place.country, city: place.city } }),
    [update],
  );

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <PictureManager pictures={profile.pictures} onChange={setPictures} />
      <FormAlert message={errorFor('pictures')} />
      <TextField
        label={t('profiles.fields.name')}
        value={values.name}
        onChange={(event) => update({ name: event.target.value })}
        error={errorFor('name')}
      />
      {/* Set once, in the wizard: only a moderator corrects it, when the member asks. */}
      <SexField sex={profile.sex} />
      <LocationField
        variant="change"
        value={values.location}
        onDetected={onDetected}
        error={errorFor('location', 'location.country', 'location.city')}
      />
      <NationalityEditor
        value={values.nationality}
        onChange={(nationality) => update({ nationality })}
        messages={{
          max: t('profiles.messages.editNationalityMax'),
          duplicate: t('profiles.messages.nationalityDuplicate'),
          last: t('profiles.messages.nationalityLast'),
        }}
        error={errorFor('nationality')}
      />
      <HeightField value={values.height} onChange={(height) => update({ height })} error={errorFor('height')} />
      <MaritalStatusField
        value={values.maritalStatus}
        sex={profile.sex}
        onChange={(maritalStatus) => update({ maritalStatus })}
        error={errorFor('maritalStatus')}
      />
      <TextField
        label={t('profiles.fields.education')}
        value={values.education}
        onChange={(event) => update({ education: event.target.value })}
        error={errorFor('education')}
      />
      <TextField
        label={t('profiles.fields.occupation')}
        value={values.occupation}
        onChange={(event) => update({ occupation: event.target.value })}
        error={errorFor('occupation')}
      />
      <TextAreaField
        label={t('profiles.fields.aboutMe')}
        rows={5}
        value={values.aboutMe}
        onChange={(event) => update({ aboutMe: event.target.value })}
        error={errorFor('aboutMe')}
      />
      <IntentionsFields value={parseIntentions(values.intentions)} onChange={(intentions) => update({ intentions })} />
      <MatchQuestionField value={values.matchQuestion} onChange={(matchQuestion) => update({ matchQuestion })} error={errorFor('matchQuestion')} />
      <SubmitButton label={t('editProfile.save')} busyLabel={t('editProfile.saving')} busy={saving} />
    </form>
  );
}
