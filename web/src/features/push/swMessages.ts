/** The worker asks a window it does not control to go to a tap's page with this message. */
export const NAVIGATE_MESSAGE = 'mithaq:navigate';
