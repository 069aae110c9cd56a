import { readFileSync } from 'node:fs';
import { CONTROL_METHODS } from '@card-issuance/contracts/mock-control-methods';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const spec = parse(
  readFileSync(new URL('../../../../specs/mock-control.openapi.yaml', import.meta.url), 'utf8'),
) as { paths: Record<string, Record<string, { operationId?: string; 'x-client-method'?: string }>> };

const leaves = (tree: object): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value as object)));

// Operations deliberately without a method: the inbox's own receiver is what webhook deliveries call.
const NOT_METHODS = ['receiveInInbox'];

describe('the control client', () => {
  it('has one method for every operation of the control spec, and no method for anything else', () => {
    const operations = Object.values(spec.paths)
      .flatMap((item) => Object.values(item).map((op) => op.operationId))
      .filter((id): id is string => typeof id === 'string' && !NOT_METHODS.includes(id));
    const bound = leaves(CONTROL_METHODS);
    expect(new Set(bound).size, 'no operation bound twice').toBe(bound.length);
    expect([...bound].sort()).toEqual([...operations].sort());
  });

  it("documents each method with its operation's summary", () => {
    const generated = readFileSync(
      new URL('../../../contracts/src/generated/mock-control-methods.ts', import.meta.url),
      'utf8',
    );
    for (const item of Object.values(spec.paths)) {
      for (const op of Object.values(item)) {
        if (!op.operationId || NOT_METHODS.includes(op.operationId)) continue;
        const { summary } = op as { summary: string };
        const name = op['x-client-method']?.split('.').at(-1);
        expect(generated, op.operationId).toContain(`/** ${summary} (`);
        expect(generated, op.operationId).toMatch(new RegExp(`\\*/\\n\\s+${name}: '${op.operationId}'`));
      }
    }
  });
});
