import { accountEndpoints } from './account';
import { adminEndpoints } from './admin';
import { adminReviewEndpoints } from './adminReview';
import { authEndpoints } from './auth';
import { awayEndpoints } from './away';
import { chatEndpoints } from './chat';
import type { Endpoint } from './define';
import { discoverEndpoints, geoEndpoints, languageEndpoints } from './discover';
import { guardiansEndpoints } from './guardians';
import { healthEndpoints } from './health';
import { likesEndpoints } from './likes';
import { marriageEndpoints } from './marriage';
import { matchesEndpoints } from './matches';
import { notificationsEndpoints } from './notifications';
import { picturesEndpoints } from './pictures';
import { profilesEndpoints } from './profiles';
import { pushEndpoints } from './push';
import { safetyEndpoints } from './safety';
import { storiesEndpoints } from './stories';
import { tokensEndpoints } from './tokens';
import { verificationEndpoints } from './verification';

/**
 * Every feature's endpoints together: for the server and the tests only. The web imports one
 * feature's table at a time (@mithaq/contract/endpoints/<feature>), so its first script never
 * carries every schema (web/scripts/bundle-budget.mjs).
 */
export const endpoints = {
  matches: matchesEndpoints,
  chat: chatEndpoints,
  tokens: tokensEndpoints,
  likes: likesEndpoints,
  safety: safetyEndpoints,
  notifications: notificationsEndpoints,
  away: awayEndpoints,
  account: accountEndpoints,
  marriage: marriageEndpoints,
  stories: storiesEndpoints,
  guardians: guardiansEndpoints,
  push: pushEndpoints,
  verification: verificationEndpoints,
  profiles: profilesEndpoints,
  pictures: picturesEndpoints,
  discover: discoverEndpoints,
  geo: geoEndpoints,
  language: languageEndpoints,
  admin: adminEndpoints,
  adminReview: adminReviewEndpoints,
  auth: authEndpoints,
  health: healthEndpoints,
};

/** The table as a flat list, named `feature.name`. */
export function allEndpoints(): [string, Endpoint][] {
  return Object.entries(endpoints).flatMap(([feature, table]) =>
    Object.entries(table as Record<string, Endpoint>).map(([name, endpoint]): [string, Endpoint] => [`${feature}.${name}`, endpoint]),
  );
}
