// Notifications for other features, their one way in: notifying members, and the push events and kinds other
// features send.

export { notificationEvents, notifyResultSchema, type NotifyResult } from './procedures';
export { notify, pushKinds, pushPreview, type NotificationMessage } from './service';
export { notificationText } from './text';
