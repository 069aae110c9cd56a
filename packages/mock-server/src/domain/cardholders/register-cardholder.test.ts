import { describe, expect, it } from 'vitest';
import { createTestWorld } from '../../../test/support/domain/test-world';
import { cardholdersOf } from './cardholder-record';
import {
  type CardholderTerms,
  registerCardholder,
  STYLE_A_CARDHOLDERS,
  STYLE_B_CARDHOLDERS,
} from './register-cardholder';

const terms = (lastName: string): CardholderTerms => ({
  tenantId: 'prog_1',
  environment: 'sandbox',
  ownerId: 'acc_1',
  productId: 'bin_1',
  referenceId: null,
  businessModel: null,
  firstName: 'Ann',
  lastName,
  email: 'ann@example.com',
  phone: null,
  address: { addressLine1: '1 Main St', city: 'Austin', country: 'US', postalCode: '73301' },
});

describe('one registerCardholder, a policy per style', () => {
  it('registers a Style B cardholder PENDING, decided on the clock (REJECT ends REJECTED)', () => {
    const { ctx } = createTestWorld();
    const ann = registerCardholder(ctx, STYLE_B_CARDHOLDERS, terms('Lee'));
    const rex = registerCardholder(ctx, STYLE_B_CARDHOLDERS, terms('Reject'));
    expect(ann).toMatchObject({ style: 'b', status: 'PENDING', issuerCardholderId: null });
    ctx.clock.advance(ctx.settings.cardholderApprovalDelayMs);
    expect(cardholdersOf(ctx).get(ann.id)?.status).toBe('APPROVED');
    expect(cardholdersOf(ctx).get(rex.id)?.status).toBe('REJECTED');
  });

  it('registers a Style A cardholder APPROVED at once, named by the issuer, with nothing scheduled', () => {
    const { ctx } = createTestWorld();
    const ann = registerCardholder(ctx, STYLE_A_CARDHOLDERS, { ...terms('Reject'), tenantId: 'org_1' });
    expect(ann).toMatchObject({
      style: 'a',
      status: 'APPROVED',
      issuerCardholderId: expect.stringMatching(/^ich_/),
    });
    ctx.clock.advance(ctx.settings.cardholderApprovalDelayMs);
    expect(cardholdersOf(ctx).get(ann.id)?.status).toBe('APPROVED');
  });
});
