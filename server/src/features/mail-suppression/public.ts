// Mail-suppression for other features, their one way in: whether an address may be mailed, and mail to
// non-members.

export { hasOptedOut, isSuppressed, mailNonMember } from './service';
