// Reply-rate for other features, their one way in: refreshing a member's reply rate.

export { refreshReplyRate } from './service';
