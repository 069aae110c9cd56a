export {
  createDomainContext,
  DEFAULT_SETTINGS,
  type DomainContext,
  type DomainContextOptions,
  type DomainSettings,
} from './domain-context';
export type { DomainEvent } from './domain-event';
export { type Environment, inScope, type ProgramScope } from './scope';
