import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import {
  fingerprint,
  isAbsent,
  isAbsentString,
  optionalString,
  readObject,
  requiredEmail,
  requiredEnum,
  requiredString,
  requiredUuid,
} from './read-input';

function failure(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('read-input', () => {
  it('reads objects and refuses the rest', () => {
    expect(readObject({ a: 1 })).toEqual({ a: 1 });
    expect(failure(() => readObject([])).field).toBe('body');
    expect(failure(() => readObject('x', 'address')).message).toBe('address must be an object');
  });

  it('names missing, mistyped, empty and too long fields, dotted when nested', () => {
    expect(failure(() => requiredString({}, 'name')).message).toBe('name is required');
    expect(failure(() => requiredString({ name: null }, 'name')).kind).toBe('invalid');
    expect(failure(() => requiredString({ city: 3 }, 'city', { path: 'address' })).field).toBe(
      'address.city',
    );
    expect(failure(() => requiredString({ name: '' }, 'name')).message).toBe('name is required');
    expect(
      failure(() => requiredString({ label: 'x'.repeat(51) }, 'label', { maxLength: 50 })).message,
    ).toMatch(/at most 50/);
    expect(optionalString({}, 'label')).toBeUndefined();
    expect(optionalString({ label: 'a' }, 'label')).toBe('a');
  });

  it('reads null and "" in an optional string as absent, null in any optional field as absent (G-14, G-15)', () => {
    expect(optionalString({ label: '' }, 'label')).toBeUndefined();
    expect(optionalString({ label: null }, 'label')).toBeUndefined();
    expect(failure(() => optionalString({ label: 0 }, 'label')).message).toBe('label must be a string');
    expect([undefined, null, ''].map(isAbsentString)).toEqual([true, true, true]);
    expect([' ', 0, false, []].map(isAbsentString)).toEqual([false, false, false, false]);
    expect([undefined, null].map(isAbsent)).toEqual([true, true]);
    expect(['', 0, false].map(isAbsent)).toEqual([false, false, false]);
  });

  it('checks UUIDs, e-mails and enums', () => {
    expect(requiredUuid({ id: '3b241101-e2bb-4255-8caf-4136c566a962' }, 'id')).toHaveLength(36);
    expect(failure(() => requiredUuid({ id: 'abc' }, 'id')).message).toBe('id must be a UUID');
    expect(requiredEmail({ email: 'a@b.io' }, 'email')).toBe('a@b.io');
    expect(failure(() => requiredEmail({ email: 'a@b' }, 'email')).field).toBe('email');
    expect(requiredEnum({ m: 'B' }, 'm', ['A', 'B'] as const)).toBe('B');
    expect(failure(() => requiredEnum({ m: 'C' }, 'm', ['A', 'B'])).message).toBe('m must be one of A, B');
  });

  it('fingerprints independently of key order', () => {
    expect(fingerprint({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe(fingerprint({ a: [1, { c: 3, d: 2 }], b: 1 }));
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: 2 }));
    expect(fingerprint({ a: undefined })).toBe(fingerprint({}));
  });
});
