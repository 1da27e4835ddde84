// Verification for other features, their one way in: a member's verification and selfie files, and the
// moderators' queue.

export { myVerification, queueSelfieFileDeletes, selfieFilesOf } from './service';
export { badgeChangeOf } from './coverage';
export { approveRequest, rejectRequest, revokeBadge, verificationQueue } from './moderation';
