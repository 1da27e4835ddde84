// The marriage feature as other features see it: import it from here, never from its other
// files (ESLint refuses that). Routes may import any file.

export { MarriagePanel } from './MarriagePanel';
export { useMarriage } from './useMarriage';
