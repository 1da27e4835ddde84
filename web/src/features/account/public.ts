// The account feature as other features see it: import it from here, never from its other
// files (ESLint refuses that). Routes may import any file.

export { DataExportCard } from './DataExportCard';
