import { z } from 'zod';
import { text } from './messages';

/**
 * Issue 28's intentions and deal-breakers: optional answers every profile may state. null (or
 * absent) means "not stated"; the database keeps each as a nullable column with a check.
 */
export const marryWithinAnswers = ['6months', '1year', '1to2years', 'notSure'] as const;
export const relocateAnswers = ['yes', 'withinCountry', 'no'] as const;
export const yesNoAnswers = ['yes', 'no'] as const;
export const wantsChildrenAnswers = ['yes', 'no', 'open'] as const;
export const prayerAnswers = ['always', 'usually', 'sometimes', 'preferNotToSay'] as const;
export const polygynyAnswers = ['open', 'notOpen'] as const;

export const intentionMessages = {
  marryWithinInvalid: text('intentions.marryWithinInvalid'),
  relocateInvalid: text('intentions.relocateInvalid'),
  hasChildrenInvalid: text('intentions.hasChildrenInvalid'),
  wantsChildrenInvalid: text('intentions.wantsChildrenInvalid'),
  prayerInvalid: text('intentions.prayerInvalid'),
  polygynyInvalid: text('intentions.polygynyInvalid'),
} as const;

const m = intentionMessages;

export const marryWithinSchema = z.enum(marryWithinAnswers, { message: m.marryWithinInvalid });
export const relocateSchema = z.enum(relocateAnswers, { message: m.relocateInvalid });
export const hasChildrenSchema = z.enum(yesNoAnswers, { message: m.hasChildrenInvalid });
export const wantsChildrenSchema = z.enum(wantsChildrenAnswers, { message: m.wantsChildrenInvalid });
export const prayerSchema = z.enum(prayerAnswers, { message: m.prayerInvalid });
export const polygynySchema = z.enum(polygynyAnswers, { message: m.polygynyInvalid });

/** One schema per answer, by the question's name: the form, the card and the differences walk it in this order. */
export const intentionAnswerSchemas = {
  marryWithin: marryWithinSchema,
  relocate: relocateSchema,
  hasChildren: hasChildrenSchema,
  wantsChildren: wantsChildrenSchema,
  prayer: prayerSchema,
  polygyny: polygynySchema,
} as const;

export type IntentionQuestion = keyof typeof intentionAnswerSchemas;
export const intentionQuestions = Object.keys(intentionAnswerSchemas) as IntentionQuestion[];

/** Every answer optional; null clears it (not stated). */
export const intentionsSchema = z.object({
  marryWithin: marryWithinSchema.nullable().optional(),
  relocate: relocateSchema.nullable().optional(),
  hasChildren: hasChildrenSchema.nullable().optional(),
  wantsChildren: wantsChildrenSchema.nullable().optional(),
  prayer: prayerSchema.nullable().optional(),
  polygyny: polygynySchema.nullable().optional(),
});
export type IntentionsInput = z.infer<typeof intentionsSchema>;

/**
 * Discover's free filters (issue 28): the answer each chosen question must have. A question left
 * out is not filtered; a profile that did not state a required answer does not pass.
 */
export const intentionRequirementsSchema = z.object({
  marryWithin: marryWithinSchema.optional(),
  relocate: relocateSchema.optional(),
  hasChildren: hasChildrenSchema.optional(),
  wantsChildren: wantsChildrenSchema.optional(),
  prayer: prayerSchema.optional(),
  polygyny: polygynySchema.optional(),
});
export type IntentionRequirements = z.infer<typeof intentionRequirementsSchema>;

/** As served: every question present, null when not stated. */
export const statedIntentionsSchema = z.object({
  marryWithin: marryWithinSchema.nullable(),
  relocate: relocateSchema.nullable(),
  hasChildren: hasChildrenSchema.nullable(),
  wantsChildren: wantsChildrenSchema.nullable(),
  prayer: prayerSchema.nullable(),
  polygyny: polygynySchema.nullable(),
});
export type Intentions = z.infer<typeof statedIntentionsSchema>;

export const noIntentions: Intentions = {
  marryWithin: null,
  relocate: null,
  hasChildren: null,
  wantsChildren: null,
  prayer: null,
  polygyny: null,
};

/**
 * Where the other member's stated answer differs from the viewer's (both stated): the payment
 * card renders one sentence each, in this order ("She hopes to marry within a year; you said 1–2 years").
 */
const intentionAnswerSchema = z.union([marryWithinSchema, relocateSchema, hasChildrenSchema, wantsChildrenSchema, prayerSchema, polygynySchema]);
export type IntentionAnswer = z.infer<typeof intentionAnswerSchema>;

export const intentionDifferenceSchema = z.object({
  question: z.enum(intentionQuestions as [IntentionQuestion, ...IntentionQuestion[]]),
  theirs: intentionAnswerSchema,
  yours: intentionAnswerSchema,
});
export type IntentionDifference = z.infer<typeof intentionDifferenceSchema>;

/** The differences between two profiles' answers; a question either left unstated claims none. */
export function intentionDifferences(theirs: Intentions, yours: Intentions): IntentionDifference[] {
  const differences: IntentionDifference[] = [];
  for (const question of intentionQuestions) {
    const [their, your] = [theirs[question], yours[question]];
    if (their !== null && your !== null && their !== your) differences.push({ question, theirs: their, yours: your });
  }
  return differences;
}

/** Whatever was stored (the wizard's saved progress), answer by answer: anything not offered is not stated. */
export function parseIntentions(raw: unknown): Intentions {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    marryWithin: marryWithinSchema.safeParse(record.marryWithin).data ?? null,
    relocate: relocateSchema.safeParse(record.relocate).data ?? null,
    hasChildren: hasChildrenSchema.safeParse(record.hasChildren).data ?? null,
    wantsChildren: wantsChildrenSchema.safeParse(record.wantsChildren).data ?? null,
    prayer: prayerSchema.safeParse(record.prayer).data ?? null,
    polygyny: polygynySchema.safeParse(record.polygyny).data ?? null,
  };
}
