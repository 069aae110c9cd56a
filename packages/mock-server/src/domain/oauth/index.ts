export {
  ACCESS_TOKEN_TTL_S,
  AUTHORIZATION_CODE_TTL_MS,
  authorize,
  exchangeCode,
  type OAuthClient,
  REFRESH_TOKEN_TTL_MS,
  type TokenGrant,
  verifyAccessToken,
} from './two-step-oauth';
