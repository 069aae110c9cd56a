export { type ApiKeyRecord, type OrganizationRecord, ROLES, type Role, seedTenants } from './seed-tenants';
