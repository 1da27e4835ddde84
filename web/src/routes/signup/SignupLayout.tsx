import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { SiteHeader } from '../../components/SiteHeader';
import { LogOutButton } from '../../features/auth/LogOutButton';
import { SignupFormProvider } from '../../features/signup/SignupFormContext';
import { SIGNUP_STEPS, signupStepNumber } from '../../features/signup/signupSteps';
import { useSession } from '../../lib/session';

/**
 * Frame of the profile wizard: "Step N of 4", a progress bar, then the current step. A user
 * without a profile can only be here, so the wizard offers Log Out too. The form data lives in
 * SignupFormProvider, shared by all four steps.
 */
export function SignupLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useSession();
  const current = signupStepNumber(pathname);
  const total = SIGNUP_STEPS.length;
  const percent = Math.round((current / total) * 100);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-6 px-4 py-8">
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-4">
            <p className="text-sm font-medium text-sand-700">{t('signup.stepIndicator', { current, total })}</p>
            <LogOutButton />
          </div>
          <div
            role="progressbar"
            aria-label={t('signup.progressLabel')}
            aria-valuemin={1}
            aria-valuemax={total}
            aria-valuenow={current}
            aria-valuetext={t('signup.stepIndicator', { current, total })}
            className="h-2 overflow-hidden rounded-full bg-sand-200"
          >
            <div className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
          </div>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
          {/* Keyed by user: another user signing in on this tab starts with an empty form (spec §4). */}
          <SignupFormProvider key={user?.id} userId={user?.id ?? ''}>
            <Outlet />
          </SignupFormProvider>
        </div>
      </main>
    </div>
  );
}
