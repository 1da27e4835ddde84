import { z } from 'zod';
import { text, type StaticKey } from './messages';
import { notificationSchema } from './realtime';
import { clientPaths } from './routes';

/**
 * Push notifications (spec §3, §4, §7, §8; DESIGN §9): what a device registers, what the member
 * chooses, what a push carries and where a tap leads. Shared by the server, the web app's
 * service worker and the native wrapper.
 */

export const pushPlatforms = ['web', 'android', 'ios'] as const;
export type PushPlatform = (typeof pushPlatforms)[number];

/** The native wrapper's own version (spec §3: device info appVersion '1.0.0'). */
export const NATIVE_APP_VERSION = '1.0.0';

/** Spec §4: the wrapper first reads its push token after 1 s, then every 2 s until it has one. */
export const PUSH_TOKEN_FIRST_READ_MS = 1000;
export const PUSH_TOKEN_POLL_MS = 2000;

/** Spec §3 device info: platform, timestamp, the native-wrapper version label, appVersion. */
export const deviceInfoSchema = z.object({
  platform: z.string().trim().min(1).max(40),
  timestamp: z.string().trim().min(1).max(40),
  /** The wrapper's version label (e.g. 'Capacitor 7'); the browser's name for web. */
  version: z.string().trim().max(80).optional(),
  appVersion: z.string().trim().min(1).max(20),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

/**
 * POST /api/push/subscription-change (issue 29): the browser rotated a subscription
 * (`pushsubscriptionchange` in the service worker, which holds no session). The old one's auth
 * secret, which only that browser and the server know, proves the change; the new one replaces it
 * in the same registration (member, session, stop and all).
 */
export const subscriptionChangeSchema = z.object({
  oldEndpoint: z.string().min(1).max(2000),
  oldAuth: z.string().min(1).max(100),
  subscription: z.lazy(() => webPushSubscriptionSchema),
});
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>;

/**
 * A browser's PushSubscription as `toJSON()` gives it. The server accepts only endpoints of the
 * push services it is configured to trust (so a member cannot make it call any address).
 */
export const webPushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type WebPushSubscription = z.infer<typeof webPushSubscriptionSchema>;

/**
 * `renew`: the app re-sends the device on its own (a session started, the wrapper started), not
 * at the member's tap. A renewal leaves a device the member stopped from the devices list
 * stopped; the member's own "Turn on" starts it again.
 */
const renewal = { renew: z.boolean().optional() };

/** POST /api/push/registrations: register or refresh this device for the calling session (upsert by token/endpoint). */
export const registerPushSchema = z.union([
  z.object({ platform: z.literal('web'), subscription: webPushSubscriptionSchema, deviceInfo: deviceInfoSchema, ...renewal }),
  z.object({ platform: z.enum(['android', 'ios']), token: z.string().trim().min(1).max(4096), deviceInfo: deviceInfoSchema, ...renewal }),
]);
export type RegisterPush = z.infer<typeof registerPushSchema>;

/** DELETE /api/push/registrations: forget this device (its token, or its web endpoint). */
export const unregisterPushSchema = z.object({ token: z.string().min(1).max(4096) });

/** GET /api/push/registrations: the member's own devices (spec §7 get_user_push_tokens). */
export const pushRegistrationSchema = z.object({
  id: z.uuid(),
  platform: z.enum(pushPlatforms),
  deviceInfo: deviceInfoSchema.nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** Stopped from the devices list: registered, but sent nothing until the member turns it on there. */
  stopped: z.boolean(),
});
export const pushRegistrationsSchema = z.object({ registrations: z.array(pushRegistrationSchema) });
export type PushRegistrationView = z.infer<typeof pushRegistrationSchema>;

/** GET /api/push/vapid-public-key: what a browser subscribes with (base64url, public). */
export const vapidPublicKeySchema = z.object({ publicKey: z.string() });

/**
 * Which kinds of notification push (kept on the server; all on until the member says otherwise),
 * and `hideMessageText` (off until chosen): a message's push then carries its title only ("New
 * message from …"), decided when it is queued, so the text never leaves the server.
 */
export const pushPreferencesSchema = z.object({
  messages: z.boolean(),
  matches: z.boolean(),
  likes: z.boolean(),
  reminders: z.boolean(),
  hideMessageText: z.boolean(),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;
export type PushKind = Exclude<keyof PushPreferences, 'hideMessageText'>;
export const defaultPushPreferences: PushPreferences = { messages: true, matches: true, likes: true, reminders: true, hideMessageText: false };

/** PUT /api/push/preferences: an app older than `hideMessageText` leaves that choice as it is. */
export const savePushPreferencesSchema = pushPreferencesSchema.partial({ hideMessageText: true });
export type SavePushPreferences = z.infer<typeof savePushPreferencesSchema>;

/**
 * A member's push registrations at most: the next one replaces the least recently seen (a
 * device the app has not renewed for longest is the likeliest gone), so a stolen access token
 * cannot pile up endpoints and the push of one message stays a handful of sends.
 */
export const MAX_PUSH_REGISTRATIONS = 10;

/** The types a notification (and so a push) can have (spec §3, plus the timer reminders). */
export const notificationTypes = ['message', 'like', 'match', 'chat_unlocked', 'payment_required', 'timer_reminder', 'test', 'verification', 'moderation'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/**
 * Which preference governs each type; a `test` push is always sent (the member asked for it), and
 * so is `verification` (the badge was hidden: the member must learn why, whatever they chose).
 */
export const preferenceOfType: Record<NotificationType, PushKind | null> = {
  message: 'messages',
  match: 'matches',
  chat_unlocked: 'matches',
  payment_required: 'matches',
  like: 'likes',
  timer_reminder: 'reminders',
  test: null,
  verification: null,
  /** A moderator's warning, or a report of hers handled: about her safety, whatever she chose. */
  moderation: null,
};

/** What a push carries: ids and short text only (no e-mail, coordinates or picture URL). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  data: z.object({
    type: z.enum(notificationTypes),
    notificationId: z.uuid().optional(),
    senderId: z.uuid().optional(),
    referenceId: z.uuid().optional(),
    /** Spec §3: a message push names its chat (the match id). */
    chatId: z.uuid().optional(),
    /** Spec §7: a test push carries its time. */
    timestamp: z.string().optional(),
  }),
  /**
   * The member's unread notifications when it was sent (issue 29): the number on the app's icon
   * (iOS's badge, Android's count, an installed web app's badge). Reading the bell's list clears it.
   */
  badge: z.number().int().min(0).optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
export type PushData = PushPayload['data'];

/**
 * Where a tap on a push leads (spec §8): a match to the matches list, a like to Liked, anything
 * else to Discover; a message opens its chat directly when it names one (better than the list),
 * and a hidden badge the Account page, whose verification card says why and what comes next.
 * One function for the service worker and the native wrapper.
 */
export function pushTapPath(data: Partial<Pick<PushData, 'type' | 'chatId'>> | null | undefined): string {
  switch (data?.type) {
    case 'message':
      return data.chatId ? `${clientPaths.chat}/${data.chatId}` : clientPaths.matches;
    case 'match':
    case 'chat_unlocked':
    case 'payment_required':
    case 'timer_reminder':
      return clientPaths.matches;
    case 'like':
      return clientPaths.liked;
    case 'verification':
    case 'moderation':
      return clientPaths.account;
    default:
      return clientPaths.profiles;
  }
}

/** GET /api/notifications: newest first, with the unread count for the bell. */
export const notificationItemSchema = notificationSchema.extend({ readAt: z.string().nullable() });
export const notificationListSchema = z.object({
  notifications: z.array(notificationItemSchema),
  unreadCount: z.number().int().min(0),
  nextCursor: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** POST /api/notifications/read: mark these as read (all of the member's when `ids` is absent). */
export const markNotificationsReadSchema = z.object({ ids: z.array(z.uuid()).max(100).optional() });

/** A message push's body: the start of the message (spec: a short preview). */
export const PUSH_PREVIEW_MAX = 100;

/** The registry key of each type's push title (a message's is its sender's name; the body is the notification's text, or a message's start). */
export const pushTitleKeys = {
  message: 'push.messageFallbackTitle',
  match: 'push.matchTitle',
  like: 'push.likeTitle',
  chat_unlocked: 'push.chatUnlockedTitle',
  payment_required: 'push.paymentRequiredTitle',
  timer_reminder: 'push.reminderTitle',
  test: 'push.testTitle',
  verification: 'verification.pushTitle',
  moderation: 'reports.pushTitle',
} as const satisfies Record<NotificationType, StaticKey>;

export const pushMessages = {
  endpointNotAllowed: text('push.endpointNotAllowed'),
  deviceNotFound: text('push.deviceNotFound'),
  invalidCursor: text('notifications.invalidCursor'),
} as const;

/** POST /api/push/test: how many devices the test push was queued for. */
export const pushTestResultSchema = z.object({ queued: z.number().int().min(0) });
