// Pictures for other features, their one way in: members' pictures (signed, blurred, deleted) and the upload
// path verification reuses.

export {
  deletePictureFilesNow,
  ensureBlurredRenditions,
  pictureFilesOf,
  picturesOf,
  picturesOfMany,
  queuePictureFileDeletes,
  removePictureAsModerator,
  signPictures,
} from './service';
export type { FileCopy, ProfileChange, ProfileChangeHook } from './changes';
export { processPicture } from './processing';
export { acceptPictureBodies, pictureBodyErrors } from './raw-body';
export { createUploadGate } from './upload-gate';
