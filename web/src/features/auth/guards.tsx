import { clientPaths as paths } from '@mithaq/contract/routes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { useSession } from '../../lib/session';
import {
  decideAdminRoute,
  decideAppRoute,
  decideAuthRoute,
  decideRootRoute,
  decideSignupRoute,
} from './guardDecisions';
import type { GuardDecision } from './guardDecisions';

interface GuardProps {
  /** What the route shows when the guard lets the visitor through. */
  children: ReactNode;
}

interface OutcomeProps extends GuardProps {
  decision: GuardDecision;
  /** A line under 'Loading...' while the session is checked. */
  loadingNote?: string;
  /** Shown for the moment a redirect takes, such as 'Redirecting to sign in...'. */
  redirectNote?: (to: string) => string | undefined;
}

function GuardOutcome({ decision, loadingNote, redirectNote, children }: OutcomeProps) {
  if (decision.kind === 'loading') return <LoadingIndicator size="lg" fullScreen submessage={loadingNote} />;
  if (decision.kind === 'redirect') {
    return (
      <>
        {/* Never a blank page while the target screen's code arrives. */}
        <LoadingIndicator size="lg" fullScreen message={redirectNote?.(decision.to)} />
        {/* Replace, so Back does not return to a page that would only redirect again. */}
        <Navigate to={decision.to} state={decision.state} replace />
      </>
    );
  }
  return <>{children}</>;
}

export function RootGuard({ children }: GuardProps) {
  const { status, mayHaveSession } = useSession();
  return <GuardOutcome decision={decideRootRoute(status, mayHaveSession)}>{children}</GuardOutcome>;
}

export function AuthGuard({ children }: GuardProps) {
  const { status, mayHaveSession } = useSession();
  const location = useLocation();
  return <GuardOutcome decision={decideAuthRoute(status, location.state, mayHaveSession)}>{children}</GuardOutcome>;
}

/** The wizard's loading screen says what is happening (spec §2: 'Redirecting to sign in...'). */
export function SignupGuard({ children }: GuardProps) {
  const { t } = useTranslation();
  const { status } = useSession();
  const redirectNote = (to: string) =>
    to === paths.auth ? t('signup.loading.toSignIn') : to === paths.profiles ? t('signup.loading.toApp') : undefined;
  return (
    <GuardOutcome decision={decideSignupRoute(status)} loadingNote={t('signup.loading.checking')} redirectNote={redirectNote}>
      {children}
    </GuardOutcome>
  );
}

export function AppGuard({ children }: GuardProps) {
  const { status } = useSession();
  const { pathname, search } = useLocation();
  return <GuardOutcome decision={decideAppRoute(status, pathname + search)}>{children}</GuardOutcome>;
}

export function AdminGuard({ children }: GuardProps) {
  const session = useSession();
  return <GuardOutcome decision={decideAdminRoute(session)}>{children}</GuardOutcome>;
}
