import { onRefreshOutcome } from './refreshSession';

let serverUnreachable = false;

// Every session check reports here, from the first one at start-up on (this module is loaded with
// the route table, before the session provider mounts).
onRefreshOutcome((outcome) => {
  // The request never reached the server (no network), unlike a refusal, a 5xx or a garbled answer.
  serverUnreachable = outcome.kind === 'failed' && outcome.error.code === 'network_error';
});

/**
 * True when the last session check could not reach the server at all. navigator.onLine alone is
 * not enough: a browser may believe it is online behind a dead network.
 */
export function sessionCheckUnreachable(): boolean {
  return serverUnreachable;
}

/** For tests: forget what the last session check said. */
export function resetConnectivity(): void {
  serverUnreachable = false;
}
