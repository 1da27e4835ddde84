/**
 * Registration refuses a web push endpoint the sender would refuse (another host, another port,
 * plain http): the rules live with the sender (platform/push/endpoint-rules.ts), which checks
 * them again before every send.
 */
export { isAllowedPushEndpoint as isAllowedEndpoint } from '../../platform/push/endpoint-rules';
