import { expectEveryVerifierError } from '@card-issuance/test-support/sdk';
import { describe, it } from 'vitest';
import * as sdk from '../index';

describe('the webhook error classes', () => {
  it('are every class of the verifier, the very same ones (instanceof holds across packages)', () => {
    expectEveryVerifierError(sdk);
  });
});
