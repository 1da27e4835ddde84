import { clientPaths as paths } from '@mithaq/contract/routes';
import { useTranslation } from 'react-i18next';
import { PicturePreview, useSelectedPictures } from '../pictures/public';
import { CompletionPanel } from './CompletionPanel';
import { ReviewSection, ReviewSummary } from './ReviewSummary';
import { useSignupForm } from './SignupFormContext';
import { useCompleteProfile } from './useCompleteProfile';
import { WizardStep } from './WizardStep';

/** Step 4 (/signup/review): check everything, then Complete Profile. */
export function ReviewStep() {
  const { t } = useTranslation();
  const { data } = useSignupForm();
  const pictures = useSelectedPictures();
  const completion = useCompleteProfile();
  const retryingUploads = completion.profileCreated && pictures.length > 0;

  return (
    <WizardStep
      title={t('signup.steps.review')}
      backTo={paths.signupPictures}
      submitLabel={retryingUploads ? t('signup.complete.retryUploads') : t('signup.complete.submit')}
      busy={completion.busy}
      busyLabel={t('signup.complete.busy')}
      onSubmit={() => void completion.complete()}
      footer={<CompletionPanel completion={completion} />}
    >
      <ReviewSummary data={data} />
      <ReviewSection title={t('signup.steps.pictures')} editTo={paths.signupPictures}>
        {pictures.length ? (
          <ul aria-label={t('pictures.selectedList')} className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {pictures.map((picture, index) => (
              <li key={picture.id}>
                <PicturePreview file={picture.file} alt={t('pictures.pictureNumber', { number: index + 1 })} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sand-700">{t('signup.review.noPictures')}</p>
        )}
      </ReviewSection>
    </WizardStep>
  );
}
