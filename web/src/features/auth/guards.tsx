import type { ReactNode } from 'react';
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

function GuardOutcome({ decision, children }: GuardProps & { decision: GuardDecision }) {
  if (decision.kind === 'loading') return <LoadingIndicator size="lg" fullScreen />;
  if (decision.kind === 'redirect') {
    // Replace, so Back does not return to a page that would only redirect again.
    return <Navigate to={decision.to} state={decision.state} replace />;
  }
  return <>{children}</>;
}

export function RootGuard({ children }: GuardProps) {
  const { status } = useSession();
  return <GuardOutcome decision={decideRootRoute(status)}>{children}</GuardOutcome>;
}

export function AuthGuard({ children }: GuardProps) {
  const { status } = useSession();
  const location = useLocation();
  return <GuardOutcome decision={decideAuthRoute(status, location.state)}>{children}</GuardOutcome>;
}

export function SignupGuard({ children }: GuardProps) {
  const { status } = useSession();
  return <GuardOutcome decision={decideSignupRoute(status)}>{children}</GuardOutcome>;
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
