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
export { updateCardholder } from './update-cardholder';
