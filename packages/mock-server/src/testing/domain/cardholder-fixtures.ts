import type { AccountRecord } from '../../domain/accounts';
import type { TestWorld } from './test-world';
import { binsOf } from '../../domain/bins';
import type { ProgramScope } from '../../domain/context';
import { type CreateCardholderInput, createCardholder } from '../../domain/cardholders/budget-cardholders';
import type { CardholderRecord } from '../../domain/cardholders/cardholder-record';

let counter = 0;

/**
 * A valid `POST /v1/cardholders` body for an account, on the scope's BIN of `family`.
 *
 * @example
 * createCardholder(ctx, scope, cardholderInput(world, account, 'US', { lastName: 'REJECT' }));
 */
export function cardholderInput(
  world: TestWorld,
  account: AccountRecord,
  family = 'US',
  overrides: Partial<CreateCardholderInput> = {},
  scope: ProgramScope = world.scope,
): CreateCardholderInput {
  counter += 1;
  return {
    accountId: account.accountId,
    binId: binsOf(world.ctx, scope).find((b) => b.family === family)?.id ?? `no ${family} BIN`,
    businessModel: 'B2C_GATEWAY',
    referenceId: `ch-ref-${counter}`,
    firstName: 'Ann',
    lastName: 'Lee',
    email: account.email,
    phoneCountryCode: '1',
    phoneNumber: '4155550100',
    address: { addressLine1: '1 Main St', city: 'Austin', state: 'TX', country: 'US', postalCode: '73301' },
    ...overrides,
  };
}

/**
 * Creates a cardholder and moves the clock until it is APPROVED.
 *
 * @example
 * const cardholder = approvedCardholder(world, account);
 */
export function approvedCardholder(
  world: TestWorld,
  account: AccountRecord,
  family = 'US',
  scope: ProgramScope = world.scope,
): CardholderRecord {
  const created = createCardholder(world.ctx, scope, cardholderInput(world, account, family, {}, scope));
  world.ctx.clock.advance(world.ctx.settings.cardholderApprovalDelayMs);
  return { ...created, status: 'APPROVED' };
}
