import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTROL_RESOURCES, NOT_HELPERS } from './control-resources';

const spec = parse(
  readFileSync(new URL('../../../../specs/mock-control.openapi.yaml', import.meta.url), 'utf8'),
) as { paths: Record<string, Record<string, { operationId?: string }>> };

const leaves = (tree: object): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value as object)));

describe('the control client', () => {
  it('has one method for every operation of the control spec, and no method for anything else', () => {
    const operations = Object.values(spec.paths)
      .flatMap((item) => Object.values(item).map((op) => op.operationId))
      .filter((id): id is string => typeof id === 'string' && !NOT_HELPERS.includes(id as never));
    const bound = leaves(CONTROL_RESOURCES);
    expect(new Set(bound).size, 'no operation bound twice').toBe(bound.length);
    expect([...bound].sort()).toEqual([...operations].sort());
  });
});
