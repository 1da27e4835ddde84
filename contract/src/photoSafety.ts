import { z } from 'zod';
import { text, textWith } from './messages';
import { pictureSchema } from './profiles';

/**
 * Issue 27, photos: the same photo on two accounts or a known removed fake (moderators review
 * the newer account's picture), "only verified members can like me and write to me", and
 * asking a match to verify.
 */

/** The days a member asked to verify has to get the badge. */
export const VERIFICATION_ASK_DAYS = 7;
export const VERIFICATION_ASK_MS = VERIFICATION_ASK_DAYS * 24 * 60 * 60 * 1000;

export const photoSafetyMessages = {
  likesVerifiedOnly: (name: string) => textWith('photoSafety.likesVerifiedOnly', { name }),
  askAlreadyOpen: (name: string) => textWith('photoSafety.askAlreadyOpen', { name }),
  askNotNeeded: (name: string) => textWith('photoSafety.askNotNeeded', { name }),
  /** Notifications (type `verification`: the push says "Your blue badge", tapped it opens the Account page's verification card). */
  askNotExpired: text('photoSafety.askNotExpired'),
  askMatchEnded: text('photoSafety.askMatchEnded'),
  matchedUploadsLimit: text('photoSafety.matchedUploadsLimit'),
  flagDecided: text('photoSafety.flagDecided'),
} as const;

/** PATCH /api/profiles/me/verified-contact-only. */
export const verifiedContactOnlySchema = z.object({ verifiedContactOnly: z.boolean() });
export type VerifiedContactOnly = z.infer<typeof verifiedContactOnlySchema>;

/**
 * A match's request to verify, as either side sees it (GET /api/matches/:id/verification-ask):
 * `mine` when the viewer asked; `daysLeft` counts whole days, rounded up, while it is open;
 * `mayEnd` once it expired unmet and the asker may end the match at no cost.
 */
export const verificationAskSchema = z.object({
  id: z.uuid(),
  mine: z.boolean(),
  status: z.enum(['open', 'met', 'expired']),
  expiresAt: z.string(),
  daysLeft: z.number().int().nonnegative(),
  mayEnd: z.boolean(),
});
export type VerificationAsk = z.infer<typeof verificationAskSchema>;

/** `mayAsk`: the other is not verified and no request of the viewer's is open or unresolved. */
export const verificationAskResponseSchema = z.object({ ask: verificationAskSchema.nullable(), mayAsk: z.boolean() });
export type VerificationAskResponse = z.infer<typeof verificationAskResponseSchema>;

/** One side of a photo flag as the moderator sees it. */
export const photoFlagSideSchema = z.object({
  profileId: z.uuid(),
  name: z.string(),
  age: z.number().int(),
  createdAt: z.string(),
  /** The picture itself (a moderator's URL); null once it is gone. */
  picture: pictureSchema.nullable(),
});

export const photoFlagSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  distance: z.number().int(),
  /** The newer account (or the uploader of a known fake), whose picture waits for review. */
  flagged: photoFlagSideSchema,
  /** The older account with the same photo; null for a known fake (or an account since deleted). */
  matched: photoFlagSideSchema.nullable(),
  /** The matched picture waits for review too: the older account uploaded it second (nobody gains from uploading another's photo). */
  matchedHeld: z.boolean(),
  knownFake: z.boolean(),
});
export type PhotoFlag = z.infer<typeof photoFlagSchema>;

export const photoFlagsResponseSchema = z.object({ flags: z.array(photoFlagSchema) });
export type PhotoFlagsResponse = z.infer<typeof photoFlagsResponseSchema>;

export const photoFlagIdParamsSchema = z.object({ flagId: z.uuid() });
/**
 * "Remove picture" is a deletion: the admin's password or a fresh code, like deleting a picture.
 * `pictureId` chooses which of the flag's two pictures goes (the flagged one when left out); the
 * other, if the flag held it, shows again.
 */
export const removeFlaggedPictureSchema = z.object({ confirm: z.string().max(256).optional(), pictureId: z.uuid().optional() }).nullish();
