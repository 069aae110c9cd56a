export {
  type Authorization,
  type AuthorizationRule,
  DECLINE_REASONS,
  type DeclineReason,
} from './authorization';
export {
  currencyRule,
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
export {
  authorizationExpiryDays,
  expireAuthorization,
  expireNow,
  scheduleExpiry,
  setAuthorizationExpiryDays,
} from './expiry';
export { type IncrementInput, increment } from './increment';
export { refund, reverse, settle, type TransactionStepInput } from './lifecycle';
export {
  ALLOWED_TRANSITIONS,
  getNetworkTransaction,
  holdOf,
  type NetworkLink,
  type NetworkTransaction,
  requireTransition,
  saveTransaction,
  updateTransaction,
} from './network-transactions';
export { type NewTransactionFields, recordNewTransaction } from './new-transaction';
export { forceCapture, type UnmatchedInput, unlinkedRefund } from './unmatched';
export { countedAmount, spentSince, windowStart } from './velocity';
