export { bearerAuth } from './bearer-auth';
export { type CursorPage, type CursorParameters, cursorPageOf, cursorRequest } from './cursor-page';
export { failure, success } from './envelope';
export { CODE_STATUS, mapDomainError, type StyleACode, type StyleAFailure } from './error-codes';
export { styleAEvents } from './events';
export { OPERATION_ROLES } from './operation-roles';
export {
  createStyleAApp,
  type StyleADependencies,
  type StyleAOperationKit,
  type StyleAOperations,
} from './style-a-app';
export { STYLE_A_OPERATIONS, type StyleAHandlers, styleABinding } from './style-a-binding';
export { STYLE_A_FACE } from './style-a-face';
export { createTokenSigner, TOKEN_TTL_SECONDS, type TokenClaims, type TokenSigner } from './token-signer';
export {
  applicantView,
  cardholderView,
  cardView,
  kycStatusView,
  organizationView,
  programView,
} from './views';
