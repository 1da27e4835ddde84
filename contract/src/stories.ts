import { z } from 'zod';
import { text } from './messages';

/**
 * Issue 28, success stories: after both confirmed "We got married" either member writes a short
 * story and a signature; it is shared only with both members' agreement and a moderator's
 * approval, then shows on the landing page (signature and month of approval only: no names
 * unless typed, no pictures, no profile link). Either may withdraw it at any time.
 */
export const STORY_MAX_CHARS = 600;
export const STORY_SIGNATURE_MAX_CHARS = 60;
export const STORY_REJECT_REASON_MAX_CHARS = 300;
/** How many approved stories the landing page shows, newest first. */
export const LANDING_STORIES = 6;

export const storyMessages = {
  bodyRequired: text('stories.bodyRequired'),
  bodyTooLong: text('stories.bodyTooLong'),
  signatureTooLong: text('stories.signatureTooLong'),
  nothingToConsent: text('stories.nothingToConsent'),
  reasonTooLong: text('stories.reasonTooLong'),
  notWaiting: text('stories.notWaiting'),
  /** Notification to the other member (type `match`, the match's id as reference). */
} as const;

/**
 * PUT /api/matches/:id/story: write or edit. The writer agrees by writing; the other member's
 * agreement is asked again after every edit. An empty signature becomes both first names' initials.
 */
export const writeStorySchema = z.object({
  body: z.string(storyMessages.bodyRequired).trim().min(1, storyMessages.bodyRequired).max(STORY_MAX_CHARS, storyMessages.bodyTooLong),
  signature: z.string().trim().max(STORY_SIGNATURE_MAX_CHARS, storyMessages.signatureTooLong).optional(),
});
export type WriteStory = z.infer<typeof writeStorySchema>;

/** draft: waiting for the second agreement; pending: in the moderators' queue. */
export const storyStatuses = ['draft', 'pending', 'approved', 'rejected'] as const;
export type StoryStatus = (typeof storyStatuses)[number];

/** The couple's story as one of them sees it in the chat. */
export const storySchema = z.object({
  body: z.string(),
  signature: z.string(),
  writtenByMe: z.boolean(),
  agreedMine: z.boolean(),
  agreedTheirs: z.boolean(),
  status: z.enum(storyStatuses),
  /** The moderator's reason, when rejected with one. */
  rejectReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type Story = z.infer<typeof storySchema>;

/** GET /api/matches/:id/story. `mayWrite`: the marriage is confirmed; `defaultSignature`: both first names' initials. */
export const storyResponseSchema = z.object({ story: storySchema.nullable(), mayWrite: z.boolean(), defaultSignature: z.string() });
export type StoryResponse = z.infer<typeof storyResponseSchema>;

/** One approved story as the landing page shows it (GET /api/stories, no sign-in). `approvedMonth`: YYYY-MM. */
export const publicStorySchema = z.object({ body: z.string(), signature: z.string(), approvedMonth: z.string() });
export type PublicStory = z.infer<typeof publicStorySchema>;
export const publicStoriesSchema = z.object({ stories: z.array(publicStorySchema) });
export type PublicStories = z.infer<typeof publicStoriesSchema>;

/**
 * A story in the moderators' tab: both members' first names, for context only. `pending`: both
 * agreed, waiting for a decision; `approved`: on the landing page, which a moderator may take down.
 */
export const adminStorySchema = z.object({
  matchId: z.uuid(),
  status: z.enum(['pending', 'approved']),
  body: z.string(),
  signature: z.string(),
  submittedAt: z.string(),
  names: z.array(z.string()),
});
export type AdminStory = z.infer<typeof adminStorySchema>;
export const adminStoriesSchema = z.object({ stories: z.array(adminStorySchema) });
export type AdminStories = z.infer<typeof adminStoriesSchema>;

export const storyMatchParamsSchema = z.object({ matchId: z.uuid() });

/** POST /api/admin/stories/:matchId/reject: an optional reason, shown to the couple (a take-down too). */
export const rejectStorySchema = z
  .object({ reason: z.string().trim().max(STORY_REJECT_REASON_MAX_CHARS, storyMessages.reasonTooLong).optional() })
  .nullish()
  .transform((body) => ({ reason: body?.reason ? body.reason : null }));
