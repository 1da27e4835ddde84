import { z } from 'zod';
import { limits } from './constants';
import { text } from './messages';
import { pictureSchema } from './profiles';

/**
 * Selfie verification (the blue badge of the privacy policy): the member copies a pose the server
 * picked at random, a moderator compares the selfie with the profile's pictures. The poses are
 * keys; their English texts are in the web locale (`verification.poses.<key>`).
 */
export const verificationPoses = [
  'chinRightHand',
  'leftPalmRaised',
  'thumbsUpRight',
  'leftEarLeftHand',
  'twoFingersBesideFace',
  'rightHandOnHeart',
  'foreheadLeftHand',
] as const;
export type VerificationPose = (typeof verificationPoses)[number];

/** Selfies a member may send in any rolling 24 hours. */
export const VERIFICATION_TRIES_PER_DAY = 3;
/** How long a pose handed out stays good for its selfie. */
export const VERIFICATION_CHALLENGE_MS = 15 * 60 * 1000;
// Retention (privacy policy): in constants.ts, which the policy page reads without zod.
export { FRAUD_SELFIE_RETENTION_DAYS, SELFIE_RETENTION_DAYS } from './constants';
export const VERIFICATION_REASON_MAX = 300;

export const verificationMessages = {
  alreadyVerified: text('verification.alreadyVerified'),
  alreadyPending: text('verification.alreadyPending'),
  triesUsed: text('verification.triesUsed'),
  challengeInvalid: text('verification.challengeInvalid'),
  selfieRequired: text('verification.selfieRequired'),
  notPending: text('verification.notPending'),
  notVerified: text('verification.notVerified'),
  reasonRequired: text('verification.reasonRequired'),
  changedSinceShown: text('verification.changedSinceShown'),
  /** The member's notification when a change hid the badge (type `verification`). */
  badgeHiddenPictures: text('verification.badgeHiddenPictures'),
  badgeHiddenName: text('verification.badgeHiddenName'),
} as const;

/**
 * What an approval covers: the pictures and the name the moderator compared with the selfie. A
 * new picture, the deletion of a covered one or another name hides the badge until a moderator
 * has looked again (reordering changes nothing).
 */
export const badgeChangeSchema = z.object({ pictures: z.boolean(), name: z.boolean() });
export type BadgeChange = z.infer<typeof badgeChangeSchema>;

/**
 * What the member sees. A revoked badge reads as `rejected` with the moderator's reason: the
 * member may try again.
 */
export const verificationStateSchema = z.object({
  status: z.enum(['none', 'pending', 'approved', 'rejected']),
  /** The pose of the pending request. */
  pose: z.enum(verificationPoses).nullable(),
  /** The moderator's reason of the last rejection or revocation. */
  reason: z.string().nullable(),
  triesLeft: z.number().int().min(0),
  verifiedAt: z.string().nullable(),
  /**
   * Set while the badge is hidden because the pictures or the name changed since the approval:
   * with `pending` a moderator checks them against the selfie kept from it; with `none` that
   * selfie is gone and the member takes a new one.
   */
  badgeHidden: badgeChangeSchema.nullable(),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;
export const verificationStateResponseSchema = z.object({ verification: verificationStateSchema });

/** POST /api/verification/tries: a pose, and the sealed challenge the selfie must carry back. */
export const verificationTrySchema = z.object({
  pose: z.enum(verificationPoses),
  challenge: z.string(),
  expiresAt: z.string(),
});
export type VerificationTry = z.infer<typeof verificationTrySchema>;

/** POST /api/verification/selfie?challenge=…, the picture as the raw body (as picture uploads). */
export const selfieQuerySchema = z.object({ challenge: z.string().max(300) });

const reasonSchema = z
  .string(verificationMessages.reasonRequired)
  .trim()
  .min(1, verificationMessages.reasonRequired)
  .max(VERIFICATION_REASON_MAX, verificationMessages.reasonRequired);

/**
 * POST …/approve: the name and pictures the moderator's card showed. The approval covers exactly
 * these; when the profile changed since, it is refused (409, changedSinceShown) and nothing is written.
 */
export const approveVerificationSchema = z.object({
  name: z.string().max(limits.nameMaxLength),
  pictureIds: z.array(z.uuid()).max(limits.maxPictures),
});
export type ApproveVerification = z.infer<typeof approveVerificationSchema>;

export const rejectVerificationSchema = z.object({ reason: reasonSchema, fraud: z.boolean().default(false) });
export const revokeVerificationSchema = z.object({ reason: reasonSchema });
export type RejectVerification = z.infer<typeof rejectVerificationSchema>;

export const verificationIdParamsSchema = z.object({ requestId: z.uuid() });

/**
 * A re-review: what changed since the approval it follows (null when the badge had no recorded
 * approval). Removed pictures' files are gone; their thumbnails are kept for this request, under
 * the selfie's rules (moderators only, deleted with it), when the member deleted them.
 */
export const verificationChangeSchema = z.object({
  approvedAt: z.string().nullable(),
  previousName: z.string().nullable(),
  /** The current pictures the approval did not cover (the card marks them). */
  addedPictureIds: z.array(z.uuid()),
  removed: z.array(z.object({ id: z.uuid(), thumbUrl: z.string().nullable() })),
  /** The selfie is the one the approval was given for (it was still kept), not a new one. */
  selfieKept: z.boolean(),
});
export type VerificationChange = z.infer<typeof verificationChangeSchema>;

/** One pending request in the moderators' queue. */
export const verificationQueueItemSchema = z.object({
  id: z.uuid(),
  profileId: z.uuid(),
  name: z.string(),
  pose: z.enum(verificationPoses),
  /** A moderator-only signed /media URL (404 for anyone else). */
  selfieUrl: z.string().nullable(),
  pictures: z.array(pictureSchema),
  createdAt: z.string(),
  /** Set for a re-review after a change of pictures or name. */
  change: verificationChangeSchema.nullable(),
});
export type VerificationQueueItem = z.infer<typeof verificationQueueItemSchema>;

export const verificationQueueSchema = z.object({ pending: z.number().int(), requests: z.array(verificationQueueItemSchema) });
export type VerificationQueue = z.infer<typeof verificationQueueSchema>;

export const verificationDecisionResponseSchema = z.object({ status: z.enum(['approved', 'rejected', 'revoked']) });
