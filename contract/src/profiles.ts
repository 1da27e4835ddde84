import { z } from 'zod';

export const sexes = ['male', 'female'] as const;
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
  /** Signed, expiring URLs (about an hour): never store them. */
  url: z.string(),
  thumbUrl: z.string(),
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
  pictures: z.array(pictureSchema),
});

/** The owner's own view adds what only they may see. */
export const ownProfileSchema = publicProfileSchema.extend({
  birthday: z.string(),
  isActive: z.boolean(),
  tokenBalance: z.number().int(),
  createdAt: z.string(),
});

export const ownProfileResponseSchema = z.object({ profile: ownProfileSchema });

export type PublicProfile = z.infer<typeof publicProfileSchema>;
export type OwnProfile = z.infer<typeof ownProfileSchema>;
export type Picture = z.infer<typeof pictureSchema>;

export const profileMessages = {
  notFound: 'Profile not found',
} as const;
