import { useTranslation } from 'react-i18next';
import { PendingScreen } from '../../components/PendingScreen';
import type { SignupStepKey } from '../../features/signup/signupSteps';

/** One wizard step; the forms arrive with the sign-up feature. */
export function SignupStepPage({ step }: { step: SignupStepKey }) {
  const { t } = useTranslation();
  return <PendingScreen title={t(`signup.steps.${step}`)} />;
}
