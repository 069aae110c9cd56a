import * as verifierErrors from '@card-issuance/webhook-verifier/errors';
import { describe, expect, it } from 'vitest';
import * as sdk from '../index';

describe('the webhook error classes', () => {
  it('are every class of the verifier, the very same ones (instanceof holds across packages)', () => {
    const names = Object.keys(verifierErrors);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names)
      expect(sdk[name as keyof typeof sdk], name).toBe(verifierErrors[name as keyof typeof verifierErrors]);
  });
});
