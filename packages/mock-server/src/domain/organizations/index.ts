export {
  CARD_PROGRAM_COLLECTION,
  CARD_PROGRAMS,
  type CardProgramRecord,
  type Funding,
  listCardPrograms,
  seedCardPrograms,
} from './card-programs';
export {
  acceptInvite,
  type DashboardUserRecord,
  INVITE_TTL_MS,
  type InviteRecord,
  login,
  MIN_PASSWORD_LENGTH,
  requireOpenInvite,
  SANDBOX_INVITE_TOKEN,
  SANDBOX_USER,
  seedDashboard,
} from './dashboard-users';
export {
  API_KEYS,
  type Caller,
  callerOf,
  callerReach,
  callerTenants,
  checkClientCredentials,
  listOrganizations,
  ORGANIZATION_COLLECTION,
  ORGANIZATIONS,
  organizationCreditCents,
  organizationScope,
  requireInScope,
  requireRole,
  sameSecret,
} from './organization-access';
export { type ApiKeyRecord, type OrganizationRecord, ROLES, type Role } from './organization-records';
export {
  ORGANIZATION_SETTINGS,
  type OrganizationSettings,
  updateOrganizationSettings,
} from './organization-settings';
export {
  allProviderConfigs,
  DEFAULT_PROVIDER_NAMES,
  type KycWebhookMode,
  PROVIDER_CONFIGS,
  type ProviderConfigRecord,
  type ProviderKind,
  type ProviderNames,
  providerConfig,
  providerNames,
  providerSecrets,
  seedProviderConfig,
  setProviderNames,
  setShareRecipient,
} from './provider-config';
export { provisionApiKey } from './provision-api-key';
export { seedOrganizations, seedOtherReseller } from './seed-organizations';
