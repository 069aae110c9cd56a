export {
  type Authorization,
  type AuthorizationRule,
  currencyRule,
  DECLINE_REASONS,
  type DeclineReason,
  declineReasonFor,
  fundsRule,
  registerAuthorizationRule,
  statusRule,
  velocityRule,
} from './authorization-rules';
export { authorize, decline, readAuthorization } from './authorize';
export { refund, reverse, settle } from './lifecycle';
export {
  type CardResolver,
  type NetworkCard,
  registerCardResolver,
  requireNetworkCard,
  resolveCard,
  styleBCardResolver,
} from './network-card';
export {
  ALLOWED_TRANSITIONS,
  getNetworkTransaction,
  type NetworkLink,
  type NetworkTransaction,
  registerTransactionHook,
  requireTransition,
  saveTransaction,
  type TransactionChange,
  type TransactionHook,
} from './network-transactions';
export { countedAmount, spentSince, windowStart } from './velocity';
