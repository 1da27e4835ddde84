// Notifications for other features, their one way in: notifying members, and the push events and kinds other
// features send.

export { notificationEvents, notify, notifyResultSchema, pushKinds, pushPreview, type NotificationMessage, type NotifyResult } from './service';
export { notificationText } from './text';
