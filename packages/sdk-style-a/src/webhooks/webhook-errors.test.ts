import * as verifierErrors from '@card-issuance/webhook-verifier/errors';
import { describe, expect, it } from 'vitest';
import * as sdk from '../index';

describe('the webhook error classes', () => {
  it('are every class of the verifier, the very same ones (instanceof holds across packages)', () => {
    const exported = new Map<string, unknown>(Object.entries(sdk));
    const classes = Object.entries(verifierErrors);
    expect(classes.length).toBeGreaterThan(0);
    for (const [name, Class] of classes) expect(exported.get(name), name).toBe(Class);
  });
});
