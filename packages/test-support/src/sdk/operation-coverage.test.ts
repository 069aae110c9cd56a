import { createBinder, type Runner, type StylePolicy } from '@card-issuance/sdk-core';
import { describe, expect, it } from 'vitest';
import { operationCoverage } from './operation-coverage';

// The check both SDKs run against their spec, tried here on a table and a client made to disagree.

const TABLE = {
  getCard: { method: 'GET', path: '/v1/cards/{id}' },
  freezeCard: { method: 'POST', path: '/v1/cards/{id}/freeze' },
  createAccessToken: { method: 'POST', path: '/v1/oauth/token', anonymous: true },
  ANONYMOUS_PATHS: ['/v1/oauth/token'],
} as const;

const run: Runner = async () => {
  throw new Error('not sent');
};
const policy = {} as StylePolicy;
const exceptions = { methods: new Set(['raw']), operations: new Set(['createAccessToken']) };

describe('operationCoverage', () => {
  it('finds nothing when each operation has a method and each method an operation', () => {
    const binder = createBinder(run, policy);
    const client = {
      cards: { get: binder.bind(TABLE.getCard), freeze: binder.bind(TABLE.freezeCard) },
      raw: {},
    };
    expect(operationCoverage(client, TABLE, exceptions)).toEqual({
      operationsWithoutMethod: [],
      methodsWithoutOperation: [],
      staleExceptions: [],
    });
  });

  it('names an operation without a method, a method without an operation, and a stale exception', () => {
    const binder = createBinder(run, policy);
    const client = {
      cards: {
        get: binder.bind(TABLE.getCard),
        handWritten: () => {},
        elsewhere: binder.bind({ method: 'GET', path: '/v1/other' }),
        token: binder.bind(TABLE.createAccessToken),
      },
    };
    expect(operationCoverage(client, TABLE, exceptions)).toEqual({
      operationsWithoutMethod: ['freezeCard'],
      methodsWithoutOperation: ['cards.handWritten', 'cards.elsewhere'],
      staleExceptions: ['raw', 'createAccessToken'],
    });
  });
});
