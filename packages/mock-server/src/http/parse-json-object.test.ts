import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain/errors';
import { jsonDepth, MAX_JSON_DEPTH, parseJsonObject } from './parse-json-object';

const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;

function failure(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('read-json', () => {
  it('measures nesting, ignoring brackets and escaped quotes inside strings', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":"]"}]}')).toBe(3);
    expect(jsonDepth('{"a":"\\"{[{["}')).toBe(1);
    expect(jsonDepth('[[],[[]]]')).toBe(3);
    expect(jsonDepth(nested(5))).toBe(5);
  });

  it('stops counting past the limit', () => {
    expect(jsonDepth('['.repeat(1_000_000), 3)).toBe(4);
  });

  it(`parses objects up to ${MAX_JSON_DEPTH} levels and refuses deeper ones naming the body (G-16)`, () => {
    expect(parseJsonObject(nested(MAX_JSON_DEPTH))).toHaveProperty('a');
    const deep = failure(() => parseJsonObject(nested(MAX_JSON_DEPTH + 1)));
    expect(deep).toMatchObject({ kind: 'invalid', field: 'body' });
    expect(deep.message).toContain(String(MAX_JSON_DEPTH));
    expect(failure(() => parseJsonObject(nested(3000))).field).toBe('body');
    expect(failure(() => parseJsonObject('['.repeat(100_000))).field).toBe('body');
  });

  it('refuses malformed JSON and JSON that is not an object', () => {
    expect(failure(() => parseJsonObject('{')).message).toBe('request body is not valid JSON');
    expect(failure(() => parseJsonObject('[]')).message).toBe('request body must be a JSON object');
    expect(failure(() => parseJsonObject('null')).field).toBe('body');
  });
});
