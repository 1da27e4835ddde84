import { z } from 'zod';
import { replyRates } from './replyRate';
import { awaySchema } from './away';
import { limits } from './constants';
import { isCountryCode, isNationalityCode } from './countries';
import { intentionsSchema, statedIntentionsSchema } from './intentions';
import { matchQuestionSchema } from './matchQuestion';
import { text, textWith } from './messages';

export const sexes = ['male', 'female'] as const;
export type Sex = (typeof sexes)[number];
/** The sex a correction goes to: there are two. */
export const otherSex = (sex: Sex): Sex => (sex === 'male' ? 'female' : 'male');
export const maritalStatuses = ['Never Married', 'Separated', 'Divorced', 'Married', 'Widowed'] as const;

/** Whole years between a 'YYYY-MM-DD' birthday and `now` (UTC calendar dates). */
export function ageOn(birthday: string, now: Date): number {
  const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - year;
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export const pictureSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  /** Signed, expiring URLs (about ten minutes) for one viewer: never store them. */
  url: z.string(),
  thumbUrl: z.string(),
  /**
   * The card rendition's size in pixels (the thumbnail and the blurred rendition have its
   * proportions): the page reserves the picture's space before it loads.
   */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Photo privacy: the viewer is not the owner's match, so both URLs are the blurred rendition. */
  blurred: z.boolean(),
  /**
   * Held for a moderator's review (the same photo is on another account, or is a known fake):
   * only its owner and moderators get it, and the owner's Edit Profile says "Waiting for review".
   */
  inReview: z.boolean().optional(),
});

/** What another signed-in user may see of a profile: never e-mail, coordinates or balance. */
export const publicProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  sex: z.enum(sexes),
  age: z.number().int(),
  country: z.string(),
  city: z.string(),
  aboutMe: z.string(),
  education: z.string(),
  occupation: z.string(),
  nationality: z.array(z.string()),
  height: z.number().int(),
  maritalStatus: z.enum(maritalStatuses),
  verified: z.boolean(),
  /** "Only verified members can like me and write to me": Discover tells an unverified viewer. */
  verifiedContactOnly: z.boolean(),
  /** An account closed for 2 years, anonymised by retention: no name, no profile to open. */
  former: z.boolean(),
  /** Issue 28's intentions and deal-breakers; each null when not stated. */
  intentions: statedIntentionsSchema,
  /** Issue 28: "Usually replies within a day" / "Replies to most messages" after 5 unlocked chats (contract/src/replyRate.ts); null: nothing to say. */
  replyRate: z.enum(replyRates).nullable().optional(),
  /** Issue 28: away (travel, exams, family matters) until then; their reply timers are paused. */
  away: awaySchema.nullable().optional(),
  /**
   * Issue 28: no sign-in for inactivity.inactiveAfterDays (constants.ts). Told to their matches only
   * (others no longer see them at all), and never as a last-seen time.
   */
  inactive: z.boolean().optional(),
  pictures: z.array(pictureSchema),
});

/** The owner's own view adds what only they may see. */
export const ownProfileSchema = publicProfileSchema.extend({
  birthday: z.string(),
  /** "Show my photos only to my matches". */
  photosPrivate: z.boolean(),
  isActive: z.boolean(),
  tokenBalance: z.number().int(),
  createdAt: z.string(),
  /** The intentions were asked (the wizard, Edit Profile, or the once-asked dialog answered or skipped): never ask again. */
  intentionsAsked: z.boolean(),
  /** The one question a match must answer before paying to unlock the chat (issue 28); shown only to matches. */
  matchQuestion: z.string().nullable(),
});

export const photoPrivacySchema = z.object({ photosPrivate: z.boolean() });
export type PhotoPrivacy = z.infer<typeof photoPrivacySchema>;

export const ownProfileResponseSchema = z.object({ profile: ownProfileSchema });

export type PublicProfile = z.infer<typeof publicProfileSchema>;
export type OwnProfile = z.infer<typeof ownProfileSchema>;
export type Picture = z.infer<typeof pictureSchema>;

/** Every profile message of spec §5/§8, exactly. */
export const profileMessages = {
  notFound: text('profiles.notFound'),
  alreadyExists: text('profiles.alreadyExists'),
  nameLength: text('profiles.nameLength'),
  nameRequired: text('profiles.nameRequired'),
  sexInvalid: text('profiles.sexInvalid'),
  /** Ours: sex is set once, in the wizard; a moderator corrects a mistake. */
  sexLocked: text('profiles.sexLocked'),
  birthdayRequired: text('profiles.birthdayRequired'),
  tooYoung: text('profiles.tooYoung'),
  invalidBirthDate: text('profiles.invalidBirthDate'),
  locationRequired: text('profiles.locationRequired'),
  aboutMeLength: text('profiles.aboutMeLength'),
  educationMax: text('profiles.educationMax'),
  occupationMax: text('profiles.occupationMax'),
  nationalityMin: text('profiles.nationalityMin'),
  nationalityMax: text('profiles.nationalityMax'),
  nationalityInvalid: text('profiles.nationalityInvalid'),
  editNationalityMin: text('profiles.editNationalityMin'),
  editNationalityMax: text('profiles.editNationalityMax'),
  nationalityDuplicate: text('profiles.nationalityDuplicate'),
  nationalityLast: text('profiles.nationalityLast'),
  heightRange: text('profiles.heightRange'),
  maritalStatusInvalid: text('profiles.maritalStatusInvalid'),
  created: text('profiles.created'),
  updated: text('profiles.updated'),
} as const;

const m = profileMessages;

/** The birthday rule, shared by the wizard (browser clock) and the server (its clock). */
export function birthdayProblem(birthday: string | undefined | null, now: Date): string | null {
  if (!birthday) return m.birthdayRequired;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return m.invalidBirthDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return m.invalidBirthDate;
  }
  const age = ageOn(birthday, now);
  if (age < limits.minAge) return m.tooYoung;
  if (age > limits.maxAge) return m.invalidBirthDate;
  return null;
}

export const nameSchema = z.string().trim().min(1, m.nameLength).max(limits.nameMaxLength, m.nameLength);
export const sexSchema = z.enum(sexes, { message: m.sexInvalid });
export const locationSchema = z.object(
  {
    country: z.string().refine(isCountryCode, m.locationRequired),
    city: z.string().trim().min(1, m.locationRequired).max(100, m.locationRequired),
  },
  { message: m.locationRequired },
);
export const aboutMeSchema = z.string().trim().min(1, m.aboutMeLength).max(limits.aboutMeMaxLength, m.aboutMeLength);
export const educationSchema = z.string().trim().max(limits.educationMaxLength, m.educationMax);
export const occupationSchema = z.string().trim().max(limits.occupationMaxLength, m.occupationMax);
const nationalityCode = z.string().refine(isNationalityCode, m.nationalityInvalid);
export const nationalitySchema = z
  .array(nationalityCode)
  .min(limits.minNationalities, m.nationalityMin)
  .max(limits.maxNationalities, m.nationalityMax)
  .refine((list) => new Set(list).size === list.length, m.nationalityDuplicate);
export const heightSchema = z
  .number({ message: m.heightRange })
  .int(m.heightRange)
  .min(limits.minHeightCm, m.heightRange)
  .max(limits.maxHeightCm, m.heightRange);
export const maritalStatusSchema = z.enum(maritalStatuses, { message: m.maritalStatusInvalid });

/** Wizard step 2 (details). */
export const profileDetailsSchema = z.object({
  aboutMe: aboutMeSchema,
  education: educationSchema,
  occupation: occupationSchema,
  nationality: nationalitySchema,
  height: heightSchema,
  maritalStatus: maritalStatusSchema,
  /** Optional answers (issue 28); left out, the edit keeps what was stated. */
  intentions: intentionsSchema.optional(),
});

/** POST /api/profiles: everything the wizard collected. The birthday's age rule needs a clock: see birthdayProblem. */
export const createProfileSchema = profileDetailsSchema.extend({
  name: nameSchema,
  sex: sexSchema,
  birthday: z.string({ message: m.birthdayRequired }).min(1, m.birthdayRequired).max(10, m.invalidBirthDate),
  location: locationSchema,
  /** The wizard's picture step: "Show my photos only to my matches" (off unless chosen). */
  photosPrivate: z.boolean().optional(),
});

/**
 * PUT /api/profiles/me (Edit profile): the birthday is not editable; edit-screen messages. Sex is
 * set once: it may be left out or sent unchanged, and a different one is refused (m.sexLocked).
 */
export const updateProfileSchema = profileDetailsSchema.extend({
  name: z.string().trim().min(1, m.nameRequired).max(limits.nameMaxLength, m.nameLength),
  sex: sexSchema.optional(),
  location: locationSchema,
  /** Issue 28's question for matches: null clears it; left out, the edit keeps it. */
  matchQuestion: matchQuestionSchema.nullable().optional(),
  nationality: z
    .array(nationalityCode)
    .min(limits.minNationalities, m.editNationalityMin)
    .max(limits.maxNationalities, m.editNationalityMax)
    .refine((list) => new Set(list).size === list.length, m.nationalityDuplicate),
});

export type CreateProfileInput = z.infer<typeof createProfileSchema>;
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const pictureMessages = {
  maxReached: (count: number) => textWith('pictures.maxReached', { count }),
  maxShort: text('pictures.maxShort'),
  tooLarge: (name: string) => textWith('pictures.tooLarge', { name }),
  unsupported: (name: string) => textWith('pictures.unsupported', { name }),
  tooManyPixels: (name: string) => textWith('pictures.tooManyPixels', { name }),
  unreadable: (name: string) => textWith('pictures.unreadable', { name }),
  uploadsInProgress: text('pictures.uploadsInProgress'),
  uploadsPerHour: text('pictures.uploadsPerHour'),
  selectBeforeContinuing: text('pictures.selectBeforeContinuing'),
  selectOne: text('pictures.selectOne'),
  lastPicture: text('pictures.lastPicture'),
  notFound: text('pictures.notFound'),
  orderMismatch: text('pictures.orderMismatch'),
} as const;

/** What an upload may be: checked again on the server by magic bytes, never by name. */
export const acceptedPictureTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
