import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createClock, createDomainContext } from '../src/domain';
import { createTokenSigner } from '../src/style-a';
import { styleAOperations } from '../src/style-a/operations';
import { styleBOperations } from '../src/style-b/operations';

// Each face declares one handler per operation id of its spec (http/bind-operations.ts): an operation
// added to a spec without a handler, or a handler left after its operation went, fails here.
function specOperationIds(spec: string): string[] {
  const doc = parse(
    readFileSync(fileURLToPath(new URL(`../../../specs/${spec}`, import.meta.url)), 'utf8'),
  ) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  return Object.values(doc.paths)
    .flatMap((item) => Object.values(item).flatMap((op) => (op.operationId ? [op.operationId] : [])))
    .sort();
}

const ctx = createDomainContext({ clock: createClock({ frozenAt: 0 }) });
afterAll(() => ctx.clock.dispose());
const notCalled = () => {
  throw new Error('not called');
};

describe('the operations of each face', () => {
  it('Style A has a handler for every operation of its spec, and no other', () => {
    let bound: string[] = [];
    styleAOperations({
      app: new Hono(),
      ctx,
      baseUrl: () => 'http://127.0.0.1:4010/style-a',
      authenticate: notCalled,
      signer: createTokenSigner({ issuer: () => 'http://127.0.0.1:4010/style-a', clock: ctx.clock }),
      bind: (handlers) => {
        bound = Object.keys(handlers).sort();
      },
    });
    expect(bound.length).toBeGreaterThan(30);
    expect(bound).toEqual(specOperationIds('style-a.openapi.yaml'));
  });

  it('Style B has a handler for every operation of its spec, and no other', () => {
    let bound: string[] = [];
    styleBOperations(ctx)({
      app: new Hono(),
      ctx,
      clientFor: notCalled,
      baseUrl: notCalled,
      bind: (handlers) => {
        bound = Object.keys(handlers).sort();
      },
    });
    expect(bound.length).toBeGreaterThan(25);
    expect(bound).toEqual(specOperationIds('style-b.openapi.yaml'));
  });
});
