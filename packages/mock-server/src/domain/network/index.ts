export {
  type Authorization,
  type AuthorizationRule,
  currencyRule,
  DECLINE_REASONS,
  type DeclineReason,
  declineReasonFor,
  fundsRule,
  limitRule,
  statusRule,
} from './authorization-rules';
export { authorize, decline, readAuthorization } from './authorize';
export { refund, reverse, settle } from './lifecycle';
export {
  ALLOWED_TRANSITIONS,
  getNetworkTransaction,
  type NetworkLink,
  type NetworkTransaction,
  requireTransition,
  saveTransaction,
} from './network-transactions';
export { countedAmount, spentSince, windowStart } from './velocity';
