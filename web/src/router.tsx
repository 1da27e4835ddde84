import { Navigate, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoadingIndicator } from './components/LoadingIndicator';
import { RouterErrorFallback } from './components/RouterErrorFallback';
import { AdminGuard, AppGuard, AuthGuard, RootGuard, SignupGuard } from './features/auth/guards';
import { SIGNUP_STEPS } from './features/signup/signupSteps';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { lazyElement } from './lib/lazyRoute';
import { AdminLayout } from './routes/admin/AdminLayout';
import { appPages } from './routes/app/appPages';
import { OfflineGate } from './routes/app/OfflineGate';
import { LandingPage } from './routes/LandingPage';
import { NotFoundPage } from './routes/NotFoundPage';
import { PrivacyPolicyPage } from './routes/PrivacyPolicyPage';

/*
 * Code splitting (docs/ARCHITECTURE.md, "Web app"): the landing page, the privacy policy and the
 * not-found page are in the first script and paint at once; every other screen is a chunk of its
 * own, loaded when first visited (react-router `lazy`: in parallel with the session check, the
 * current page staying up meanwhile; lib/lazyRoute.ts reloads once when a deploy removed a chunk).
 * The screens that use the API cache sit under QueryLayout, so TanStack Query loads with them.
 */
export const authPage = () => import('./routes/AuthPage');
const queryLayout = () => import('./routes/QueryLayout');
const signupLayout = () => import('./routes/signup/SignupLayout');
const signupStep = () => import('./routes/signup/SignupStepPage');
const adminLogin = () => import('./routes/admin/AdminLoginPage');
const adminDashboard = () => import('./routes/admin/AdminDashboardPage');
const resetPassword = () => import('./routes/ResetPasswordPage');
const guardian = () => import('./routes/GuardianPage');

const toAppHome = <Navigate to={paths.profiles} replace />;

const signupRoutes: RouteObject[] = [
  ...SIGNUP_STEPS.map(({ segment, key }): RouteObject => {
    const lazy = lazyElement(signupStep, (m) => <m.SignupStepPage step={key} />);
    return segment ? { path: segment, lazy } : { index: true, lazy };
  }),
  { path: '*', element: <Navigate to={paths.signup} replace /> },
];

const appRoutes: RouteObject[] = [
  // /app and any unknown /app/* path land on Discover (spec §2: "default and fallback").
  { index: true, element: toAppHome },
  { path: 'profiles', lazy: lazyElement(appPages.profiles, (m) => <m.ProfilesPage />) },
  { path: 'liked', lazy: lazyElement(appPages.liked, (m) => <m.LikedPage />) },
  { path: 'matches', lazy: lazyElement(appPages.matches, (m) => <m.MatchesPage />) },
  { path: 'account', lazy: lazyElement(appPages.account, (m) => <m.AccountPage />) },
  { path: 'unmatched', lazy: lazyElement(appPages.unmatched, (m) => <m.UnmatchedPage />) },
  { path: 'chat/:matchId', lazy: lazyElement(appPages.chat, (m) => <m.ChatPage />) },
  { path: 'edit-profile', lazy: lazyElement(appPages.editProfile, (m) => <m.EditProfilePage />) },
  { path: '*', element: toAppHome },
];

/** The spec §2 route table. Exported so tests can mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouterErrorFallback />,
    // While a directly opened screen's code loads.
    hydrateFallbackElement: <LoadingIndicator size="lg" fullScreen />,
    children: [
      { path: paths.home, element: <RootGuard><LandingPage /></RootGuard> },
      { path: paths.auth, lazy: lazyElement(authPage, (m) => <AuthGuard><m.AuthPage /></AuthGuard>) },
      { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
      {
        lazy: lazyElement(queryLayout, (m) => <m.QueryLayout />),
        children: [
          { path: paths.resetPassword, lazy: lazyElement(resetPassword, (m) => <m.ResetPasswordPage />) },
          { path: paths.guardianAccept, lazy: lazyElement(guardian, (m) => <m.GuardianPage kind="accept" />) },
          { path: paths.guardianStop, lazy: lazyElement(guardian, (m) => <m.GuardianPage kind="stop" />) },
          {
            path: paths.signup,
            lazy: lazyElement(signupLayout, (m) => <SignupGuard><m.SignupLayout /></SignupGuard>),
            children: signupRoutes,
          },
          {
            path: '/app',
            lazy: lazyElement(appPages.layout, (m) => <OfflineGate><AppGuard><m.AppLayout /></AppGuard></OfflineGate>),
            children: appRoutes,
          },
          {
            element: <AdminLayout />,
            children: [
              { path: paths.adminLogin, lazy: lazyElement(adminLogin, (m) => <m.AdminLoginPage />) },
              { path: paths.adminDashboard, lazy: lazyElement(adminDashboard, (m) => <AdminGuard><m.AdminDashboardPage /></AdminGuard>) },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
