export type SignupStepKey = 'basicInfo' | 'details' | 'pictures' | 'review';

export interface SignupStep {
  /** Path below /signup; '' is the first step at /signup itself. */
  segment: string;
  key: SignupStepKey;
}

/** The wizard's steps in order; the current step follows the path (spec §2). */
export const SIGNUP_STEPS: readonly SignupStep[] = [
  { segment: '', key: 'basicInfo' },
  { segment: 'details', key: 'details' },
  { segment: 'pictures', key: 'pictures' },
  { segment: 'review', key: 'review' },
];

/** 1-based step number for a /signup path; unknown paths count as the first step. */
export function signupStepNumber(pathname: string): number {
  const segment = pathname.replace(/^\/signup\/?/, '').replace(/\/+$/, '');
  const index = SIGNUP_STEPS.findIndex((step) => step.segment === segment);
  return index === -1 ? 1 : index + 1;
}
