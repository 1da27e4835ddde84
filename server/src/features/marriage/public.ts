// Marriage for other features, their one way in: the match a married couple came from.

export { coupleMatchOf } from './service';
