import { ageOn } from '@mithaq/contract/profiles';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { selectedPictures } from '../pictures/public';
import { withoutErrorsFor } from '../profiles/public';
import { DEFAULT_SIGNUP_FORM, loadSignupForm, removeSignupForm, storeSignupForm } from './signupForm';
import type { SignupFormData } from './signupForm';
import type { FieldErrors } from './stepValidation';

export interface SignupFormValue {
  data: SignupFormData;
  /** Per-field messages in the contract's words (translate when showing). */
  errors: FieldErrors;
  /** Changes fields, clears their errors (nested ones too) and saves the form. */
  update: (patch: Partial<SignupFormData>) => void;
  setErrors: (errors: FieldErrors) => void;
  /** Clears the errors of fields that live outside the form data (the picked pictures). */
  clearErrors: (fields: readonly string[]) => void;
  /** Saves the form now; false (after saying so) when storage refused. */
  save: () => boolean;
  /** Forgets everything entered, picked pictures included. */
  clear: () => void;
  /** Progress of Complete Profile, shared by the pictures and review steps (kept in memory only). */
  completion: CompletionState;
  setCompletion: (change: Partial<CompletionState>) => void;
}

export interface CompletionState {
  /** The profile exists on the server: a retry only uploads the pictures still waiting. */
  profileCreated: boolean;
  /** At least one picture reached the server. */
  pictureUploaded: boolean;
}

const NOT_STARTED: CompletionState = { profileCreated: false, pictureUploaded: false };

const SignupFormContext = createContext<SignupFormValue | null>(null);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function withAge(data: SignupFormData): SignupFormData {
  return { ...data, age: DATE.test(data.birthday) ? Math.max(0, ageOn(data.birthday, new Date())) : 0 };
}

/**
 * The wizard's form for one signed-in user (mount it keyed by the user id): loaded from session
 * storage, saved on every change, and never shared with another user (spec §4).
 */
export function SignupFormProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [data, setData] = useState(() => loadSignupForm(userId));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [completion, setCompletionState] = useState<CompletionState>(NOT_STARTED);
  const latest = useRef(data);

  // Pictures picked by someone else on this tab are not this user's.
  useEffect(() => selectedPictures.claimFor(userId), [userId]);

  const persist = useCallback(
    (next: SignupFormData, failure: 'signup.storage.saveFailed' | 'signup.storage.updateFailed') => {
      try {
        storeSignupForm(userId, next);
        return true;
      } catch {
        // One toast, however many keystrokes fail.
        toast.error(t(failure), { id: failure });
        return false;
      }
    },
    [userId, t],
  );

  const update = useCallback(
    (patch: Partial<SignupFormData>) => {
      const next = withAge({ ...latest.current, ...patch });
      latest.current = next;
      setData(next);
      setErrors((current) => withoutErrorsFor(current, Object.keys(patch)));
      persist(next, 'signup.storage.updateFailed');
    },
    [persist],
  );

  const setCompletion = useCallback(
    (change: Partial<CompletionState>) => setCompletionState((current) => ({ ...current, ...change })),
    [],
  );

  const clearErrors = useCallback(
    (fields: readonly string[]) => setErrors((current) => withoutErrorsFor(current, fields)),
    [],
  );

  const save = useCallback(() => persist(latest.current, 'signup.storage.saveFailed'), [persist]);

  const clear = useCallback(() => {
    latest.current = DEFAULT_SIGNUP_FORM;
    setData(DEFAULT_SIGNUP_FORM);
    setErrors({});
    selectedPictures.clear();
    try {
      removeSignupForm();
    } catch {
      toast.error(t('signup.storage.clearFailed'));
    }
  }, [t]);

  const value = useMemo(
    () => ({ data, errors, update, setErrors, clearErrors, save, clear, completion, setCompletion }),
    [data, errors, update, clearErrors, save, clear, completion, setCompletion],
  );
  return <SignupFormContext.Provider value={value}>{children}</SignupFormContext.Provider>;
}

export function useSignupForm(): SignupFormValue {
  const form = useContext(SignupFormContext);
  if (!form) throw new Error('useSignupForm must be used inside <SignupFormProvider>');
  return form;
}
