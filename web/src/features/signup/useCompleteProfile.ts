import { clientPaths as paths } from '@mithaq/contract/routes';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { selectedPictures, usePictureUploader } from '../pictures/public';
import { errorText } from '../../lib/serverText';
import { createProfileWithRetry, pictureReferencesSaved } from './completeProfile';
import { useSignupForm } from './SignupFormContext';
import { firstInvalidStep, toCreateProfileInput } from './stepValidation';

export type CompletionBanner = { kind: 'creation'; message: string } | { kind: 'upload'; messages: string[] };

/**
 * Complete Profile (spec §4): create the profile (with retries), upload the picked pictures one by
 * one with real progress, check the references, then clear the form, refresh the session and go
 * to Discover. Nothing entered is lost on failure: the form and the files stay for another try.
 */
export function useCompleteProfile() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, refresh } = useSession();
  const form = useSignupForm();
  const { progress, setProgress, uploadPictures } = usePictureUploader();
  const [banner, setBanner] = useState<CompletionBanner | null>(null);
  const { completion, setCompletion } = form;
  const running = useRef(false);

  const finish = useCallback(
    async (message: string) => {
      form.clear();
      await refresh();
      toast.success(message);
      void navigate(paths.profiles, { replace: true });
    },
    [form, refresh, navigate],
  );

  const createOnce = useCallback(async () => {
    const input = toCreateProfileInput(form.data);
    const invalid = firstInvalidStep(form.data, new Date());
    if (!input || invalid) {
      if (invalid) {
        form.setErrors(invalid.errors);
        void navigate(invalid.path);
      }
      return false;
    }
    setProgress({ status: t('signup.complete.creating'), percent: null });
    try {
      await createProfileWithRetry(input, (attempt, delayMs) =>
        setProgress({ status: t('signup.complete.retrying', { attempt, seconds: delayMs / 1000 }), percent: null }),
      );
      setCompletion({ profileCreated: true });
      return true;
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 401
          ? t('signup.complete.signedOut')
          : t('signup.complete.createFailed', { message: errorText(t, error) });
      toast.error(message);
      setBanner({ kind: 'creation', message });
      return false;
    }
  }, [form, navigate, setProgress, setCompletion, t]);

  const run = useCallback(
    async (skipPictures: boolean) => {
      if (running.current) return;
      running.current = true;
      setBanner(null);
      try {
        if (!user) {
          const message = t('signup.complete.signedOut');
          toast.error(message);
          setBanner({ kind: 'creation', message });
          return;
        }
        if (!completion.profileCreated && !(await createOnce())) return;
        let pictureUploaded = completion.pictureUploaded;
        const pictures = skipPictures ? [] : selectedPictures.get();
        if (pictures.length === 0) {
          await finish(pictureUploaded ? t('profiles.messages.created') : t('signup.complete.skipped'));
          return;
        }
        const failures: string[] = [];
        const uploaded = await uploadPictures(pictures, {
          onUploaded: (picture) => {
            pictureUploaded = true;
            selectedPictures.remove(picture.id);
          },
          onFailed: (_picture, message) => failures.push(message),
        });
        setProgress({ status: t('pictures.status.savingReferences'), percent: 100 });
        if (uploaded > 0 && !(await pictureReferencesSaved(uploaded))) toast.error(t('signup.complete.referencesFailed'));
        if (failures.length) {
          setCompletion({ pictureUploaded });
          setBanner({ kind: 'upload', messages: failures });
          return;
        }
        await finish(t('profiles.messages.created'));
      } finally {
        running.current = false;
        setProgress(null);
      }
    },
    [user, completion, createOnce, finish, setProgress, setCompletion, uploadPictures, t],
  );

  /** After failed uploads: go on to the app; the pictures can be added later from the account. */
  const continueWithoutFailed = useCallback(
    () => finish(completion.pictureUploaded ? t('profiles.messages.created') : t('signup.complete.skipped')),
    [completion.pictureUploaded, finish, t],
  );

  return {
    complete: () => run(false),
    skipPictures: () => run(true),
    continueWithoutFailed,
    progress,
    busy: progress !== null,
    banner,
    dismissBanner: () => setBanner(null),
    profileCreated: completion.profileCreated,
  };
}
