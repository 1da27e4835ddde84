import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, stubServer } from './fakeServer';
import type { RouteHandler } from './fakeServer';
import { ownProfile } from './profileFixtures';
import { renderRoutes } from './renderRoutes';
import { authSession } from './sessionFixtures';

const STEP_TITLES: Record<string, string> = {
  '/signup': 'Basic Information',
  '/signup/details': 'Profile Details',
  '/signup/pictures': 'Profile Pictures',
  '/signup/review': 'Review Your Profile',
};

/**
 * Mounts the app at a wizard step with the real session layer: the refresh cookie gives a
 * session, and GET /api/profiles/me answers 404 until POST /api/profiles has created the profile
 * (then 200), so finishing the wizard really turns the session 'ready'.
 */
export interface WizardServerState {
  /** True once POST /api/profiles answered 201. */
  created: boolean;
}

type Routes = Record<string, RouteHandler>;

export async function renderWizard(
  entry: keyof typeof STEP_TITLES,
  extraRoutes: Routes | ((state: WizardServerState) => Routes) = {},
  userOptions: Parameters<typeof userEvent.setup>[0] = {},
) {
  const state: WizardServerState = { created: false };
  const routes = typeof extraRoutes === 'function' ? extraRoutes(state) : extraRoutes;
  const create = routes['POST /api/profiles'] ?? (() => jsonResponse(201, { profile: ownProfile({ pictures: [] }) }));
  const server = stubServer({
    'POST /api/auth/refresh': () => jsonResponse(200, { session: authSession() }),
    'GET /api/profiles/me': () =>
      state.created ? jsonResponse(200, { profile: ownProfile() }) : errorResponse(404, 'NOT_FOUND', 'Profile not found'),
    ...routes,
    // Whatever answers the creation, a 201 makes the profile exist from then on.
    'POST /api/profiles': async (request) => {
      const response = await create(request);
      if (response.status === 201) state.created = true;
      return response;
    },
  });
  const user = userEvent.setup(userOptions);
  const view = renderRoutes(entry, 'server');
  await screen.findByRole('heading', { level: 1, name: STEP_TITLES[entry] }, { timeout: 3000 });
  return { ...view, server, user };
}
