// What both SDKs' operation-coverage tests check: through the one binder of sdk-core, every operation of
// the spec's generated table has a client method bound to it, and every method is bound to an operation
// of that table. The few deliberate exceptions are named, with the reason, by each SDK's test.

import { boundOperation } from '@card-issuance/sdk-core';
import { expect } from 'vitest';

/** What a client's methods and its spec's table do not match on; all empty when they match. */
export interface OperationCoverage {
  /** Export names of the table's operations no method is bound to. */
  operationsWithoutMethod: string[];
  /** `resource.method` of the methods bound to no operation of the table. */
  methodsWithoutOperation: string[];
  /** Named exceptions that name no method of the client or no operation of the table (stale). */
  staleExceptions: string[];
}

/**
 * Matches the methods of `client` (`resource.method`) to the operations of the generated `table` module
 * by the operation each method was bound to.
 *
 * @example
 * operationCoverage(client, OPS, { methods: new Set(['raw', 'webhooks.verify']), operations: new Set(['createAccessToken']) });
 */
export function operationCoverage(
  client: object,
  table: Record<string, unknown>,
  exceptions: { methods: ReadonlySet<string>; operations: ReadonlySet<string> },
): OperationCoverage {
  const operations = new Map(
    Object.entries(table).filter(([, op]) => typeof op === 'object' && op !== null && 'path' in op),
  );
  const tableOps = new Set(operations.values());
  const bound = new Set<unknown>();
  const methodsWithoutOperation: string[] = [];
  const seenMethods = new Set<string>();
  for (const [resource, methods] of Object.entries(client)) {
    seenMethods.add(resource);
    if (exceptions.methods.has(resource)) continue;
    for (const [name, method] of Object.entries(methods as object)) {
      const id = `${resource}.${name}`;
      seenMethods.add(id);
      if (exceptions.methods.has(id)) continue;
      const op = boundOperation(method);
      if (op && tableOps.has(op)) bound.add(op);
      else methodsWithoutOperation.push(id);
    }
  }
  const operationsWithoutMethod = [...operations]
    .filter(([name, op]) => !bound.has(op) && !exceptions.operations.has(name))
    .map(([name]) => name);
  const staleExceptions = [
    ...[...exceptions.methods].filter((id) => !seenMethods.has(id)),
    ...[...exceptions.operations].filter((name) => !operations.has(name) || bound.has(operations.get(name))),
  ];
  return { operationsWithoutMethod, methodsWithoutOperation, staleExceptions };
}

/**
 * Asserts that `client` and its spec's `table` match: no operation without a method, no method without
 * an operation, no stale exception.
 *
 * @example
 * expectEveryOperationBound(createStyleBClient(options), OPS, EXCEPTIONS);
 */
export function expectEveryOperationBound(
  client: object,
  table: Record<string, unknown>,
  exceptions: { methods: ReadonlySet<string>; operations: ReadonlySet<string> },
): void {
  expect(operationCoverage(client, table, exceptions)).toEqual({
    operationsWithoutMethod: [],
    methodsWithoutOperation: [],
    staleExceptions: [],
  });
}
