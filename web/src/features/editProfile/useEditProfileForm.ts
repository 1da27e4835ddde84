import { pictureMessages, updateProfileSchema } from '@mithaq/contract/profiles';
import type { OwnProfile, UpdateProfileInput } from '@mithaq/contract/profiles';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '../../lib/session';
import { contractText, errorText } from '../../lib/serverText';
import { collectIssues, hasErrors, withoutErrorsFor, type FieldErrors, updateProfile, useOwnProfileCache } from '../profiles/public';

/** The form's values: the question as typed (empty: none), the rest as the server takes them. */
export type EditValues = Omit<UpdateProfileInput, 'matchQuestion'> & { matchQuestion: string };

/** The fields in screen order: the first problem on screen is the one said out loud. */
const FIELD_ORDER = ['pictures', 'name', 'location', 'nationality', 'height', 'maritalStatus', 'education', 'occupation', 'aboutMe', 'matchQuestion'];

function firstProblem(errors: FieldErrors): string {
  const rank = (key: string) => {
    const index = FIELD_ORDER.indexOf(key.split('.')[0] ?? key);
    return index === -1 ? FIELD_ORDER.length : index;
  };
  const [first] = Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b));
  return first?.[1] ?? '';
}

function valuesOf(profile: OwnProfile): EditValues {
  return {
    name: profile.name,
    location: { country: profile.country, city: profile.city },
    aboutMe: profile.aboutMe,
    education: profile.education,
    occupation: profile.occupation,
    nationality: profile.nationality,
    height: profile.height,
    maritalStatus: profile.maritalStatus,
    intentions: profile.intentions,
    matchQuestion: profile.matchQuestion ?? '',
  };
}

/** Edit profile's form: starts from the saved profile, validates with the shared schema, saves with PUT. */
export function useEditProfileForm(profile: OwnProfile) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const { setProfile } = useOwnProfileCache();
  const [values, setValues] = useState<EditValues>(() => valuesOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const update = useCallback((patch: Partial<EditValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => withoutErrorsFor(current, Object.keys(patch)));
  }, []);

  const errorFor = (...fields: string[]) => {
    const message = fields.map((field) => errors[field]).find(Boolean);
    return message ? contractText(t, message) : null;
  };

  const save = async () => {
    // An empty question (or only spaces) asks nothing: it clears the one saved.
    const parsed = updateProfileSchema.safeParse({ ...values, matchQuestion: values.matchQuestion.trim() ? values.matchQuestion : null });
    const found: FieldErrors = parsed.success ? {} : collectIssues(parsed.error.issues);
    // Spec §5: saving also needs at least one picture.
    if (profile.pictures.length === 0) found.pictures = pictureMessages.selectOne;
    if (!parsed.success || hasErrors(found)) {
      setErrors(found);
      toast.error(contractText(t, firstProblem(found)));
      return;
    }
    setSaving(true);
    try {
      setProfile(await updateProfile(parsed.data));
      toast.success(t('profiles.messages.updated'));
      // The session keeps the name too (and the cached profile): bring it up to date.
      await refresh();
      void navigate(paths.account);
    } catch (error) {
      toast.error(t('editProfile.updateFailed', { message: errorText(t, error) }));
      setSaving(false);
    }
  };

  return { values, update, errorFor, save, saving };
}
