import type { ComponentType } from 'react';
import { BasicInfoStep } from '../../features/signup/BasicInfoStep';
import { DetailsStep } from '../../features/signup/DetailsStep';
import { PicturesStep } from '../../features/signup/PicturesStep';
import { ReviewStep } from '../../features/signup/ReviewStep';
import type { SignupStepKey } from '../../features/signup/signupSteps';

const STEP_COMPONENTS: Record<SignupStepKey, ComponentType> = {
  basicInfo: BasicInfoStep,
  details: DetailsStep,
  pictures: PicturesStep,
  review: ReviewStep,
};

/** One wizard step; which one follows the path (spec §2). */
export function SignupStepPage({ step }: { step: SignupStepKey }) {
  const Step = STEP_COMPONENTS[step];
  return <Step />;
}
