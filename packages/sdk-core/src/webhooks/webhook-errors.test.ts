import { describe, it } from 'vitest';
import { expectEveryVerifierError } from '../../test/support/verifier-errors';
import * as errors from './webhook-errors';

describe('the webhook error classes of both SDKs', () => {
  it('are every class of the verifier, the very same ones', () => {
    expectEveryVerifierError(errors);
  });
});
