export {
  type CreateCardholderInput,
  createCardholder,
  forceCardholderDecision,
  getCardholder,
  listCardholders,
  requireCardholder,
} from './budget-cardholders';
export { type Address, checkCombinedName, knownCountry, MAX_COMBINED_NAME } from './cardholder-fields';
export {
  CARDHOLDERS,
  type CardholderRecord,
  type CardholderStatus,
  cardholdersOf,
  setCardholderStatus,
} from './cardholder-record';
export {
  type CreateProgramCardholderInput,
  createProgramCardholder,
  NO_STATE_LAST_NAME,
  type ProgramAddressInput,
  requireCardholderA,
  requireIssuable,
  requireLiveIssuer,
  requireProgram,
} from './program-cardholders';
export {
  type CardholderPolicy,
  type CardholderTerms,
  registerCardholder,
  STYLE_A_CARDHOLDERS,
  STYLE_B_CARDHOLDERS,
} from './register-cardholder';
export { type UpdateCardholderInput, updateCardholder } from './update-cardholder';
