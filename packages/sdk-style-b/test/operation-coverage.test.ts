import * as OPS from '@card-issuance/contracts/style-b';
import { expectEveryOperationBound } from '@card-issuance/test-support/sdk';
import { describe, it } from 'vitest';
import { createStyleBClient } from '../src';

// Each method is bound to its operation of the generated table by sdk-core's binder: a new operation of
// the spec without a method, or a method that sends no operation of the spec, fails here.

const EXCEPTIONS = {
  // Not one operation each: the raw client, local verification, and the token state.
  methods: new Set(['raw', 'webhooks', 'auth']),
  // The two token steps the client takes itself.
  operations: new Set(['getAuthorizationCode', 'createAccessToken']),
};

describe('the client binds every operation of the Style B spec', () => {
  it('has a method bound to each operation, and binds each method to an operation', () => {
    const options = { baseUrl: 'https://api.example.test/style-b', clientId: 'cli_test', clientSecret: 's' };
    expectEveryOperationBound(createStyleBClient(options), OPS, EXCEPTIONS);
  });
});
