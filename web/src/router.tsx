import { Navigate, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppLayout } from './routes/app/AppLayout';
import { RouterErrorFallback } from './components/RouterErrorFallback';
import { AdminGuard, AppGuard, AuthGuard, RootGuard, SignupGuard } from './features/auth/guards';
import { SIGNUP_STEPS } from './features/signup/signupSteps';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { AdminDashboardPage } from './routes/admin/AdminDashboardPage';
import { AdminLayout } from './routes/admin/AdminLayout';
import { AdminLoginPage } from './routes/admin/AdminLoginPage';
import { AccountPage } from './routes/app/AccountPage';
import { ChatPage } from './routes/app/ChatPage';
import { EditProfilePage } from './routes/app/EditProfilePage';
import { LikedPage } from './routes/app/LikedPage';
import { MatchesPage } from './routes/app/MatchesPage';
import { OfflineGate } from './routes/app/OfflineGate';
import { ProfilesPage } from './routes/app/ProfilesPage';
import { UnmatchedPage } from './routes/app/UnmatchedPage';
import { AuthPage } from './routes/AuthPage';
import { GuardianPage } from './routes/GuardianPage';
import { LandingPage } from './routes/LandingPage';
import { NotFoundPage } from './routes/NotFoundPage';
import { PrivacyPolicyPage } from './routes/PrivacyPolicyPage';
import { ResetPasswordPage } from './routes/ResetPasswordPage';
import { SignupLayout } from './routes/signup/SignupLayout';
import { SignupStepPage } from './routes/signup/SignupStepPage';

const toAppHome = <Navigate to={paths.profiles} replace />;

const signupRoutes: RouteObject[] = [
  ...SIGNUP_STEPS.map(({ segment, key }): RouteObject =>
    segment ? { path: segment, element: <SignupStepPage step={key} /> } : { index: true, element: <SignupStepPage step={key} /> },
  ),
  { path: '*', element: <Navigate to={paths.signup} replace /> },
];

const appRoutes: RouteObject[] = [
  // /app and any unknown /app/* path land on Discover (spec §2: "default and fallback").
  { index: true, element: toAppHome },
  { path: 'profiles', element: <ProfilesPage /> },
  { path: 'liked', element: <LikedPage /> },
  { path: 'matches', element: <MatchesPage /> },
  { path: 'account', element: <AccountPage /> },
  { path: 'unmatched', element: <UnmatchedPage /> },
  { path: 'chat/:matchId', element: <ChatPage /> },
  { path: 'edit-profile', element: <EditProfilePage /> },
  { path: '*', element: toAppHome },
];

/** The spec §2 route table. Exported so tests can mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouterErrorFallback />,
    children: [
      { path: paths.home, element: <RootGuard><LandingPage /></RootGuard> },
      { path: paths.auth, element: <AuthGuard><AuthPage /></AuthGuard> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
      { path: paths.guardianAccept, element: <GuardianPage kind="accept" /> },
      { path: paths.guardianStop, element: <GuardianPage kind="stop" /> },
      { path: paths.signup, element: <SignupGuard><SignupLayout /></SignupGuard>, children: signupRoutes },
      { path: '/app', element: <OfflineGate><AppGuard><AppLayout /></AppGuard></OfflineGate>, children: appRoutes },
      {
        element: <AdminLayout />,
        children: [
          { path: paths.adminLogin, element: <AdminLoginPage /> },
          { path: paths.adminDashboard, element: <AdminGuard><AdminDashboardPage /></AdminGuard> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
