import { limits } from '@mithaq/contract/constants';
import {
  birthdayProblem,
  createProfileSchema,
  locationSchema,
  nameSchema,
  pictureMessages,
  profileDetailsSchema,
  profileMessages,
  sexSchema,
} from '@mithaq/contract/profiles';
import type { CreateProfileInput } from '@mithaq/contract/profiles';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { collectIssues as collect, hasErrors, type FieldErrors } from '../profiles/public';
import type { SignupFormData } from './signupForm';

export { type FieldErrors } from '../profiles/public';
export { hasErrors } from '../profiles/public';

/** Step 1 (spec §5): name, sex, birthday (18 to 100) and a detected location. */
export function validateBasicInfo(data: SignupFormData, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  const name = nameSchema.safeParse(data.name);
  if (!name.success) errors.name = name.error.issues[0]?.message ?? profileMessages.nameLength;
  const sex = sexSchema.safeParse(data.sex);
  if (!sex.success) errors.sex = profileMessages.sexInvalid;
  const birthday = birthdayProblem(data.birthday, now);
  if (birthday) errors.birthday = birthday;
  if (!data.locationDetected) {
    errors.location = profileMessages.locationRequired;
  } else {
    const location = locationSchema.safeParse(data.location);
    if (!location.success) Object.assign(errors, collect(location.error.issues, ['location']));
  }
  return errors;
}

/** Step 2: About Me, education, occupation, nationality (1 to 4), height and marital status. */
export function validateDetails(data: SignupFormData): FieldErrors {
  const parsed = profileDetailsSchema.safeParse(data);
  return parsed.success ? {} : collect(parsed.error.issues);
}

/** Step 3: at least one picture before continuing (at most 5 is enforced when picking). */
export function validatePictures(count: number): FieldErrors {
  return count >= limits.minPictures ? {} : { pictures: pictureMessages.selectBeforeContinuing };
}

/** The POST /api/profiles body; null when the form does not pass the shared schema. */
export function toCreateProfileInput(data: SignupFormData): CreateProfileInput | null {
  const parsed = createProfileSchema.safeParse({
    name: data.name,
    sex: data.sex,
    birthday: data.birthday,
    location: data.location,
    aboutMe: data.aboutMe,
    education: data.education,
    occupation: data.occupation,
    nationality: data.nationality,
    height: data.height,
    maritalStatus: data.maritalStatus,
    intentions: data.intentions,
    photosPrivate: data.photosPrivate,
  });
  return parsed.success ? parsed.data : null;
}

/** The first wizard step (1 or 2) the form does not pass, with its errors; null when both pass. */
export function firstInvalidStep(data: SignupFormData, now: Date): { path: string; errors: FieldErrors } | null {
  const basic = validateBasicInfo(data, now);
  if (hasErrors(basic)) return { path: paths.signup, errors: basic };
  const details = validateDetails(data);
  if (hasErrors(details)) return { path: paths.signupDetails, errors: details };
  return null;
}
