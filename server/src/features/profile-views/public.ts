// Profile-views for other features, their one way in: showing profiles to a member within their daily quota.

export { quotaReached, showKnownProfiles, showProfiles } from './service';
