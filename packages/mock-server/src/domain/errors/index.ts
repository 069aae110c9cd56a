export { catchDomainError } from './catch-domain-error';
export { DomainError, type DomainErrorKind, isDomainError } from './domain-error';
