// Stories for other features, their one way in: members' stories for export, and their moderation.

export { decideStory, lockStory, storiesForExport, storiesInStatus } from './service';
