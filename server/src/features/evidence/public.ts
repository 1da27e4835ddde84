// Evidence for other features, their one way in: keeping what an erased account leaves behind, and finding
// returning members.

export { evidenceByIds, evidenceOfReturningMember, flagReturningMember, keepEvidence, restoreBlocks } from './service';
