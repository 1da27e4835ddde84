// The pictures feature as other features see it: import it from here, never from its other files
// (ESLint refuses that). Routes may import any file.

export { CropDialog } from './CropDialog';
export { PictureAddButton } from './PictureAddButton';
export { PictureManager } from './PictureManager';
export { PhotoPrivacyCard } from './PhotoPrivacyCard';
export { PhotoPrivacySwitch } from './PhotoPrivacySwitch';
export { PicturePreview } from './PicturePreview';
export { UploadProgress } from './UploadProgress';
export { checkPictures } from './pictureChecks';
export { selectedPictures, useSelectedPictures } from './selectedPictures';
export type { SelectedPicture } from './selectedPictures';
export { cropPicture } from './shrinkPicture';
export type { CropChoice } from './pictureGeometry';
export { usePictureUploader } from './usePictureUploader';
export { uploadPictureFile } from './uploadPicture';
