// The push feature as other features see it: import it from here, never from its other files
// (ESLint refuses that). Routes may import any file.

export { clearAppBadge } from './appBadge';
export { forgetThisDevice } from './forgetThisDevice';
export { registerPushDevice, stopDeviceNotifications, unregisterPushDevice } from './pushApi';
export { tapPathOf } from './pushDisplay';
export { renewThisDevice } from './renewThisDevice';
