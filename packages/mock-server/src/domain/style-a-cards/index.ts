export {
  activateStyleACard,
  defundStyleACard,
  freezeStyleACard,
  fundStyleACard,
  updateStyleACard,
} from './card-changes';
export {
  balanceCents,
  cardholderView,
  listStyleACards,
  liveCardCount,
  requireStyleACard,
  STYLE_A_CARD_SECRETS,
  STYLE_A_CARDS,
  type StyleACardEvent,
  type StyleACardRecord,
  type StyleACardSecretsRecord,
  type StyleACardStatus,
  saveStyleACard,
  styleACardSecrets,
  styleACards,
  styleACardView,
} from './card-store';
export {
  createCardholder,
  NO_STATE_LAST_NAME,
  requireCardholderA,
  requireIssuable,
  requireLiveIssuer,
  requireProgram,
  STYLE_A_CARDHOLDERS,
  type StyleAAddress,
  type StyleACardholderRecord,
} from './cardholder-store';
export { fundingBalances } from './funding-balances';
export { issueStyleACard, MAX_CENTS, readCardLabel, readCents } from './issue-card';
export { registerStyleACardNetwork, spendLimitRule, styleACardResolver } from './network-hooks';
export { createSecureDetailsToken, openSecureDetails, SECURE_DETAILS_TTL_S } from './secure-details-token';
