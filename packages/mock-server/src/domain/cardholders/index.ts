export {
  type Address,
  checkCombinedName,
  MAX_COMBINED_NAME,
  readAddress,
  readName,
  readPhonePart,
} from './cardholder-fields';
export {
  type CardholderRecord,
  type CardholderStatus,
  type CardholderView,
  cardholderView,
  createCardholder,
  forceCardholderDecision,
  getCardholder,
  listCardholders,
  requireCardholder,
} from './cardholder-store';
export {
  createProgramCardholder,
  NO_STATE_LAST_NAME,
  requireCardholderA,
  requireIssuable,
  requireLiveIssuer,
  requireProgram,
  STYLE_A_CARDHOLDERS,
  type StyleAAddress,
  type StyleACardholderRecord,
} from './program-cardholders';
export { updateCardholder } from './update-cardholder';
