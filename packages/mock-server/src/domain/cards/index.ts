export {
  type AccountCardRef,
  type BudgetCardSecrets,
  budgetCardAction,
  createWidgetToken,
  getCardSecrets,
  type IssueBudgetCardInput,
  issueBudgetCard,
  type ListAccountCardsInput,
  listAccountCards,
  requireAccountCard,
  setVelocityControl,
  updateCardLabel,
  type VelocityControlInput,
} from './budget-cards';
export {
  type CardSettingsChange,
  type CardTerms,
  changeCardSettings,
  issuePolicyCard,
} from './card-operations';
export { type CardPolicy, STYLE_A_CARDS, STYLE_B_CARDS } from './card-policy';
export {
  CARD_SECRETS,
  CARDS,
  type CardFunding,
  type CardRecord,
  type CardSecretsRecord,
  type CardStatus,
  cardById,
  cardSecretsOf,
  cardsOf,
  isFinal,
  maskedNumber,
  prepaidBalanceCents,
  requireCardById,
  type ShippingStatus,
  shippingStatusOf,
  type VelocityPeriod,
} from './card-record';
export { advanceShipping, SHIPPING_STEPS, type ShippingResult } from './card-shipping';
export {
  assertChangeable,
  type CardAction,
  type CardNoop,
  type CardStatusResult,
  changeCardStatus,
  expireCard,
  saveCardStatus,
} from './card-status';
export { type CardDraft, issueCard } from './issue-card';
export {
  issuePortalCard,
  type PortalCardAction,
  type PortalCardInput,
  type PortalCardResult,
  portalCardAction,
  requireStyleBCard,
} from './portal-cards';
export {
  defundProgramCard,
  fundProgramCard,
  type IssueProgramCardInput,
  issueProgramCard,
  listProgramCards,
  liveCardCount,
  MAX_CENTS,
  requireProgramCard,
  type UpdateProgramCardInput,
  updateProgramCard,
} from './program-cards';
export {
  createRevealToken,
  openRevealToken,
  REVEAL_TOKEN_TTL_S,
  REVEAL_TOKENS,
  type RevealTokenRecord,
} from './reveal-token';
