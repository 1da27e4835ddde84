// Geo for other features, their one way in: whether a city is one the app knows.

export { isKnownCity } from './service';
