export {
  createDomainContext,
  DEFAULT_SETTINGS,
  type DomainContext,
  type DomainContextOptions,
  type DomainSettings,
  type FactTranslator,
} from './domain-context';
export type { DomainEvent } from './domain-event';
export type { CardChannel, CardStatusCause, DomainFact } from './domain-fact';
export { accountReach, type Reach, type ReachableRecord, requireReachable } from './reach';
export {
  type Environment,
  inScope,
  type PartnerScope,
  partnerTenants,
  reachable,
  type TenantRecord,
  type TenantScope,
} from './scope';
