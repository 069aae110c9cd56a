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
export {
  type AuthorizationInput,
  authorize,
  type DeclineInput,
  decline,
  toAuthorization,
} from './authorize';
export { refund, reverse, settle, type TransactionStepInput } from './lifecycle';
export {
  ALLOWED_TRANSITIONS,
  getNetworkTransaction,
  type NetworkLink,
  type NetworkTransaction,
  requireTransition,
  saveTransaction,
} from './network-transactions';
export { countedAmount, spentSince, windowStart } from './velocity';
