// Photo-safety for other features, their one way in: checks of uploaded pictures, and the moderators' photo
// flags.

export {
  checkUploadedPicture,
  decidePhotoFlag,
  lockPhotoFlag,
  openPhotoFlags,
  pictureHashesOf,
  picturesHeldBy,
  refuseProbingUpload,
  rememberFakes,
  type PhotoFlagRow,
} from './service';
