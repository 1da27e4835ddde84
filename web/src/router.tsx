import { Navigate, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoadingIndicator } from './components/LoadingIndicator';
import { RouterErrorFallback } from './components/RouterErrorFallback';
import { AdminGuard, AppGuard, AuthGuard, RootGuard, SignupGuard } from './features/auth/guards';
import { SIGNUP_STEPS } from './features/signup/signupSteps';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { lazyElement } from './lib/lazyRoute';
import { AdminLayout } from './routes/admin/AdminLayout';
import { OfflineGate } from './routes/app/OfflineGate';
import { appChunks, pageChunks as chunks } from './routes/pageChunks';
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
const toAppHome = <Navigate to={paths.profiles} replace />;

const signupRoutes: RouteObject[] = [
  ...SIGNUP_STEPS.map(({ segment, key }): RouteObject => {
    const lazy = lazyElement(chunks.signupStep, (m) => <m.SignupStepPage step={key} />);
    return segment ? { path: segment, lazy } : { index: true, lazy };
  }),
  { path: '*', element: <Navigate to={paths.signup} replace /> },
];

const appRoutes: RouteObject[] = [
  // /app and any unknown /app/* path land on Discover (spec §2: "default and fallback").
  { index: true, element: toAppHome },
  { path: 'profiles', lazy: lazyElement(appChunks.profiles, (m) => <m.ProfilesPage />) },
  { path: 'liked', lazy: lazyElement(appChunks.liked, (m) => <m.LikedPage />) },
  { path: 'matches', lazy: lazyElement(appChunks.matches, (m) => <m.MatchesPage />) },
  { path: 'account', lazy: lazyElement(appChunks.account, (m) => <m.AccountPage />) },
  { path: 'unmatched', lazy: lazyElement(appChunks.unmatched, (m) => <m.UnmatchedPage />) },
  { path: 'chat/:matchId', lazy: lazyElement(appChunks.chat, (m) => <m.ChatPage />) },
  { path: 'edit-profile', lazy: lazyElement(appChunks.editProfile, (m) => <m.EditProfilePage />) },
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
      { path: paths.auth, lazy: lazyElement(chunks.auth, (m) => <AuthGuard><m.AuthPage /></AuthGuard>) },
      { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
      {
        lazy: lazyElement(chunks.queryLayout, (m) => <m.QueryLayout />),
        children: [
          { path: paths.resetPassword, lazy: lazyElement(chunks.resetPassword, (m) => <m.ResetPasswordPage />) },
          { path: paths.guardianAccept, lazy: lazyElement(chunks.guardian, (m) => <m.GuardianPage kind="accept" />) },
          { path: paths.guardianStop, lazy: lazyElement(chunks.guardian, (m) => <m.GuardianPage kind="stop" />) },
          {
            path: paths.signup,
            lazy: lazyElement(chunks.signupLayout, (m) => <SignupGuard><m.SignupLayout /></SignupGuard>),
            children: signupRoutes,
          },
          {
            path: '/app',
            lazy: lazyElement(appChunks.layout, (m) => <OfflineGate><AppGuard><m.AppLayout /></AppGuard></OfflineGate>),
            children: appRoutes,
          },
          {
            element: <AdminLayout />,
            children: [
              { path: paths.adminLogin, lazy: lazyElement(chunks.adminLogin, (m) => <m.AdminLoginPage />) },
              { path: paths.adminDashboard, lazy: lazyElement(chunks.adminDashboard, (m) => <AdminGuard><m.AdminDashboardPage /></AdminGuard>) },
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
