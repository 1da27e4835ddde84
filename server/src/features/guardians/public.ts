// Guardians for other features, their one way in: the banners a guardian's link shows.

export { bannersFor } from './service';
