export { type CardReasonCode, type CardView, cardEventPayload, cardView } from './card-view';
export { cardholderView } from './cardholder-view';
export { failure, SUCCESS_CODE, success } from './envelope';
export { type StyleBFailure, styleBFailure } from './error-codes';
export { styleBEvents } from './events';
export {
  createStyleBApp,
  type StyleBDependencies,
  type StyleBOperationKit,
  type StyleBOperations,
} from './style-b-app';
export { STYLE_B_OPERATIONS, type StyleBHandlers, styleBBinding } from './style-b-binding';
export { STYLE_B_FACE, STYLE_B_PRODUCTION_FACE } from './style-b-face';
export { transactionView } from './transaction-view';
