import { DomainError } from '../errors';

/** A JSON object as it arrives from the HTTP layer: parsed, not validated. */
export type Input = Record<string, unknown>;

/** Where a nested field sits, for dotted error fields (`address.city`). */
export interface FieldOptions {
  /** Dotted path of the object holding the field, e.g. `address`. */
  path?: string;
  /** Longest accepted string; longer is `invalid` (the schemas' `maxLength`). */
  maxLength?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Deliberately loose: one @, no spaces, a dot in the domain. The mock only needs to catch obvious mistakes.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const dotted = (name: string, options: FieldOptions = {}) =>
  options.path ? `${options.path}.${name}` : name;

/**
 * Reads a request body (or a nested object) as a plain object; anything else is `invalid`.
 *
 * @example
 * const body = readObject(input);                 // the whole body
 * const address = readObject(body.address, 'address');
 */
export function readObject(value: unknown, field?: string): Input {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const name = field ?? 'body';
    throw new DomainError(
      'invalid',
      field ? `${field} must be an object` : 'request body must be a JSON object',
      { field: name },
    );
  }
  return value as Input;
}

/**
 * Whether an optional field of any type reads as absent: missing or `null` (DECISIONS.md G-15).
 *
 * @example
 * const limit = isAbsent(body.spend_limit_cents) ? 0 : readCents(body, 'spend_limit_cents', 0);
 */
export function isAbsent(value: unknown): value is undefined | null {
  return value === undefined || value === null;
}

/**
 * Whether an optional string field (a query parameter included) reads as absent: missing, `null`, or `""`,
 * which is what a web form sends for an empty input (DECISIONS.md G-14, G-15).
 *
 * @example
 * isAbsentString(''); // true
 */
export function isAbsentString(value: unknown): value is undefined | null | '' {
  return isAbsent(value) || value === '';
}

/**
 * A required, non-empty string field. Missing, `null` or `""` is "required", another type "must be a string".
 *
 * @example
 * const name = requiredString(body, 'name', { maxLength: 100 });
 */
export function requiredString(input: Input, name: string, options: FieldOptions = {}): string {
  const value = optionalString(input, name, options);
  if (value === undefined) {
    throw new DomainError('invalid', `${dotted(name, options)} is required`, {
      field: dotted(name, options),
    });
  }
  return value;
}

/**
 * An optional string field: `undefined` when absent, `null` or `""` ({@link isAbsentString}), else a
 * non-empty string.
 *
 * @example
 * const label = optionalString(body, 'label', { maxLength: 50 });
 */
export function optionalString(input: Input, name: string, options: FieldOptions = {}): string | undefined {
  const value = input[name];
  const field = dotted(name, options);
  if (isAbsentString(value)) return undefined;
  if (typeof value !== 'string') throw new DomainError('invalid', `${field} must be a string`, { field });
  if (options.maxLength !== undefined && value.length > options.maxLength) {
    throw new DomainError('invalid', `${field} must be at most ${options.maxLength} characters`, { field });
  }
  return value;
}

/**
 * A required UUID string (`accountId`, `parentAccountId`: DECISIONS.md B-30); a malformed one is `invalid`.
 *
 * @example
 * const accountId = requiredUuid(body, 'accountId');
 */
export function requiredUuid(input: Input, name: string, options: FieldOptions = {}): string {
  const value = requiredString(input, name, options);
  if (!UUID.test(value)) {
    const field = dotted(name, options);
    throw new DomainError('invalid', `${field} must be a UUID`, { field });
  }
  return value;
}

/**
 * A required e-mail address, checked loosely (one `@`, a dotted domain, no spaces).
 *
 * @example
 * const email = requiredEmail(body, 'email');
 */
export function requiredEmail(input: Input, name: string, options: FieldOptions = {}): string {
  const value = requiredString(input, name, { maxLength: 254, ...options });
  if (!EMAIL.test(value)) {
    const field = dotted(name, options);
    throw new DomainError('invalid', `${field} must be an e-mail address`, { field });
  }
  return value;
}

/**
 * A string field restricted to a fixed set of values; another value is `invalid`.
 *
 * @example
 * const mode = requiredEnum(body, 'cardMode', ['VIRTUAL_CARD', 'PHYSICAL_CARD'] as const);
 */
export function requiredEnum<T extends string>(
  input: Input,
  name: string,
  values: readonly T[],
  options: FieldOptions = {},
): T {
  const value = requiredString(input, name, options);
  const found = values.find((v) => v === value);
  if (found === undefined) {
    const field = dotted(name, options);
    throw new DomainError('invalid', `${field} must be one of ${values.join(', ')}`, { field });
  }
  return found;
}

/**
 * A stable JSON encoding (object keys sorted) of a normalized request, to compare two requests for
 * idempotency: key order must not make two equal requests differ.
 *
 * @example
 * fingerprint({ b: 1, a: 2 }) === fingerprint({ a: 2, b: 1 }); // true
 */
export function fingerprint(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(fingerprint).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${fingerprint(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
