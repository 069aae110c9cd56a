import * as OPS from '@card-issuance/contracts/style-a';
import { expectEveryOperationBound } from '@card-issuance/test-support/sdk';
import { describe, it } from 'vitest';
import { createStyleAClient } from '../src';

// Each method is bound to its operation of the generated table by sdk-core's binder: a new operation of
// the spec without a method, or a method that sends no operation of the spec, fails here.

const EXCEPTIONS = {
  // Methods that are not one operation: the raw client, local verification, the client's own token, and
  // the Method 2 reveal (it sends `cards.createPaymentDetails` and decrypts the answer).
  methods: new Set(['raw', 'webhooks.verify', 'auth.getAccessToken', 'cards.revealPaymentDetails']),
  // Operations without a method: the token step the client takes itself, and the callbacks providers send.
  operations: new Set([
    'createAccessToken',
    'receiveVeritasCallback',
    'receiveCardrailCallback',
    'receiveWalletkitCallback',
    'receiveLegacyVeritasCallback',
  ]),
};

describe('the client binds every operation of the Style A spec', () => {
  it('has a method bound to each operation, and binds each method to an operation', () => {
    const options = { baseUrl: 'https://api.example.test/style-a', clientId: 'key_test', clientSecret: 's' };
    expectEveryOperationBound(createStyleAClient(options), OPS, EXCEPTIONS);
  });
});
