import { limits } from '@mithaq/contract/constants';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { Crop, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormAlert } from '../../components/form/FormAlert';
import {
  CropDialog,
  PhotoPrivacySwitch,
  PictureAddButton,
  checkPictures,
  cropPicture,
  PicturePreview,
  selectedPictures,
  useSelectedPictures,
  type CropChoice,
  type SelectedPicture,
} from '../pictures/public';
import { CompletionPanel } from './CompletionPanel';
import { useSignupForm } from './SignupFormContext';
import { hasErrors, validatePictures } from './stepValidation';
import { useCompleteProfile } from './useCompleteProfile';
import { useFieldError } from './useFieldError';
import { WizardStep } from './WizardStep';

/** A round button over a picked picture's preview (crop at the start, remove at the end). */
const ON_PREVIEW =
  'absolute top-1 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-sand-900 shadow ring-1 ring-sand-300 hover:bg-white disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-60';

/** Step 3 (/signup/pictures): pick 1 to 5 pictures, kept in memory until Complete Profile uploads them. */
export function PicturesStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, update, setErrors, clearErrors } = useSignupForm();
  const errorFor = useFieldError();
  const pictures = useSelectedPictures();
  const completion = useCompleteProfile();
  const [cropping, setCropping] = useState<SelectedPicture | null>(null);
  // Pictures whose crop is being drawn: their Crop button waits, so two crops of one picture
  // cannot finish out of order. It is aria-disabled, not disabled: the crop dialog hands the focus
  // back to it just as the drawing starts, and a disabled button would refuse it.
  const [drawing, setDrawing] = useState<ReadonlySet<string>>(new Set());
  const setDrawingOf = (id: string, on: boolean) =>
    setDrawing((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const addFiles = (files: File[]) => {
    const check = checkPictures(files, pictures.length, t);
    for (const problem of check.problems) toast.error(problem);
    if (!check.files.length) return;
    selectedPictures.add(check.files);
    clearErrors(['pictures']);
    toast.success(t('pictures.selected', { count: check.files.length }));
  };

  const applyCrop = async (picture: SelectedPicture, choice: CropChoice) => {
    setCropping(null);
    setDrawingOf(picture.id, true);
    // A picture removed while its crop was drawn is gone: its crop (or failure) is not news.
    const stillPicked = () => selectedPictures.get().some((item) => item.id === picture.id);
    try {
      const crop = await cropPicture(picture.original ?? picture.file, choice);
      if (!stillPicked()) return;
      selectedPictures.crop(picture.id, crop);
      toast.success(t('pictures.crop.done'));
    } catch {
      if (stillPicked()) toast.error(t('pictures.crop.failed', { name: picture.file.name }));
    } finally {
      setDrawingOf(picture.id, false);
    }
  };

  const onContinue = () => {
    const errors = validatePictures(pictures.length);
    if (hasErrors(errors)) {
      setErrors(errors);
      toast.error(t('pictures.messages.selectBeforeContinuing'));
      return;
    }
    void navigate(paths.signupReview);
  };

  return (
    <WizardStep
      title={t('signup.steps.pictures')}
      backTo={paths.signupDetails}
      submitLabel={t('signup.continue')}
      busy={completion.busy}
      onSubmit={onContinue}
      footer={<CompletionPanel completion={completion} />}
    >
      <p className="text-sand-700">{t('pictures.wizardHint')}</p>
      <p className="text-sm text-sand-600">{t('pictures.memoryHint')}</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PictureAddButton
          label={t('pictures.add')}
          onFiles={addFiles}
          disabled={completion.busy || pictures.length >= limits.maxPictures}
        />
        <p className="text-sm font-medium text-sand-700">{t('pictures.count', { count: pictures.length, max: limits.maxPictures })}</p>
      </div>
      {pictures.length ? (
        <ul aria-label={t('pictures.selectedList')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {pictures.map((picture, index) => (
            <li key={picture.id} className="relative">
              <PicturePreview file={picture.file} alt={t('pictures.pictureNumber', { number: index + 1 })} />
              <button
                type="button"
                onClick={() => {
                  if (!drawing.has(picture.id)) setCropping(picture);
                }}
                disabled={completion.busy}
                aria-disabled={drawing.has(picture.id) || undefined}
                aria-label={t('pictures.crop.open', { number: index + 1 })}
                className={`start-1 ${ON_PREVIEW}`}
              >
                <Crop aria-hidden="true" className="size-5" />
              </button>
              <button
                type="button"
                onClick={() => {
                  selectedPictures.remove(picture.id);
                  toast.success(t('pictures.removed'));
                }}
                disabled={completion.busy}
                aria-label={t('pictures.remove', { number: index + 1 })}
                className={`end-1 ${ON_PREVIEW}`}
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <CropDialog
        file={cropping ? (cropping.original ?? cropping.file) : null}
        onApply={(choice) => cropping && void applyCrop(cropping, choice)}
        onCancel={() => setCropping(null)}
      />
      <FormAlert message={errorFor('pictures')} />
      <PhotoPrivacySwitch
        checked={data.photosPrivate}
        disabled={completion.busy}
        onChange={(photosPrivate) => update({ photosPrivate })}
      />
      <button
        type="button"
        disabled={completion.busy}
        onClick={() => void completion.skipPictures()}
        className="self-start rounded-lg font-medium text-brand-800 underline underline-offset-4 hover:text-brand-950 disabled:opacity-60"
      >
        {t('signup.skipPictures')}
      </button>
    </WizardStep>
  );
}
