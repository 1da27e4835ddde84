// Account for other features, their one way in: erasing a member's account.

export { eraseAccount } from './service';
