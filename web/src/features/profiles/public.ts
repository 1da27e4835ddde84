// The profiles feature as other features see it: import it from here, never from its other files
// (ESLint refuses that). Routes may import any file.

export { DecisionButtons } from './card/DecisionButtons';
export { InactiveBadge } from './card/InactiveBadge';
export { PictureCarousel } from './card/PictureCarousel';
export { ProfileCard } from './card/ProfileCard';
export { ProfileFacts } from './card/ProfileFacts';
export { ReportDialog } from './card/ReportDialog';
export type { SafetyHandlers } from './card/SafetyActions';
export { useProfileActions, type ActionOutcome, type ProfileActions, type ReportDetails, type ReportOutcome } from './card/useProfileActions';
export { collectIssues, hasErrors, withoutErrorsFor, type FieldErrors } from './fieldErrors';
export { BirthdayField } from './fields/BirthdayField';
export { HeightField } from './fields/HeightField';
export { LocationField } from './fields/LocationField';
export { MaritalStatusField } from './fields/MaritalStatusField';
export { NationalityEditor } from './fields/NationalityEditor';
export { SexField } from './fields/SexField';
export { PLACEHOLDER_PICTURE, formatPlace, formatProfile, maritalStatusLabel } from './formatProfile';
export { IntentionsFields } from './intentions/IntentionsFields';
export { IntentionsList } from './intentions/IntentionsList';
export { IntentionsPrompt } from './intentions/IntentionsPrompt';
export { answerLabel, answersOf, questionLabel } from './intentions/intentionLabels';
export { answerIntentions, createProfile, fetchOwnProfile, setPhotoPrivacy, setVerifiedContactOnly, sortPictures, updateProfile } from './profileApi';
export { useSexCorrection, type SexCorrection } from './sexCorrectionApi';
export { useOwnProfile, useOwnProfileCache } from './useOwnProfile';
