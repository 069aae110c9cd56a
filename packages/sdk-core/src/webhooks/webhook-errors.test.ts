import * as verifierErrors from '@card-issuance/webhook-verifier/errors';
import { describe, expect, it } from 'vitest';
import * as errors from './webhook-errors';

// The SDKs run the same check on their entries with @card-issuance/test-support/sdk's
// expectEveryVerifierError; sdk-core's own suite cannot depend on that package (it depends on sdk-core).
describe('the webhook error classes of both SDKs', () => {
  it('are every class of the verifier, the very same ones', () => {
    const classes = Object.entries(verifierErrors);
    expect(classes.length).toBeGreaterThan(0);
    const exported = new Map<string, unknown>(Object.entries(errors));
    for (const [name, Class] of classes) expect(exported.get(name), name).toBe(Class);
  });
});
