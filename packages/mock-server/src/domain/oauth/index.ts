export {
  ACCESS_TOKEN_TTL_S,
  AUTHORIZATION_CODE_TTL_MS,
  authorize,
  EXPIRED_CREDENTIAL_GRACE_MS,
  exchangeCode,
  OAUTH_CODES,
  OAUTH_TOKENS,
  type OAuthClient,
  REFRESH_TOKEN_TTL_MS,
  type TokenGrant,
  verifyAccessToken,
} from './two-step-oauth';
