export { DomainError, type DomainErrorKind, isDomainError } from './domain-error';
