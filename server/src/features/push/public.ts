// Push for other features, their one way in: push preferences, the sessions that receive pushes, and forgetting
// a device.

export { forgetDevice, preferences, removeAllRegistrations, sessionsReceivingPushes } from './service';
