export {
  type CardNoop,
  type CardStatusResult,
  deleteCard,
  freezeCard,
  setVelocityControl,
  unfreezeCard,
  updateCardLabel,
} from './card-changes';
export { type CardPage, type CardSecrets, cardSecrets, getCardSecrets, listCards } from './card-queries';
export {
  type CardMode,
  type CardReasonCode,
  type CardRecord,
  type CardSecretsRecord,
  type CardStatus,
  type CardView,
  cardEventPayload,
  cardView,
  requireCard,
  type VelocityPeriod,
} from './card-store';
export { issueCard, readLabel } from './issue-card';
export { createWidgetToken, verifyWidgetToken, WIDGET_TOKEN_TTL_S, type WidgetToken } from './widget-token';
