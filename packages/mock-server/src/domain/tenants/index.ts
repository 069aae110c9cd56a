export {
  CARD_PROGRAMS,
  type CardProgramRecord,
  type Funding,
  listCardPrograms,
  seedCardPrograms,
} from './card-programs';
export { type ApiKeyRecord, type OrganizationRecord, ROLES, type Role, seedTenants } from './seed-tenants';
export {
  API_KEYS,
  type Caller,
  callerOf,
  checkClientCredentials,
  listOrganizations,
  ORGANIZATIONS,
  organizationScope,
  requireInScope,
  requireRole,
} from './tenancy';
