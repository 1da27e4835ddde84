// Networks for other features, their one way in: sign-up networks, their flags, and the per-network daily
// budget.

export { recentNetworkFlags, recordSignUpNetwork } from './service';
export { takeNetworkBudget } from './budget';
