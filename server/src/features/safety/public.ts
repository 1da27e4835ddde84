// Safety for other features, their one way in: whether a member is suspended, and the refusal a suspended member
// gets.

// Queries of their own (safety/suspension.ts, not repo.ts): sign-in asks them inside its transaction.
export { currentSuspension, suspensionRefusal } from './suspension';
