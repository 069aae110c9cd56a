import type { AccountRecord } from '../../../src/domain/accounts';
import { binsOf } from '../../../src/domain/bins';
import {
  type CreateCardholderInput,
  createCardholder,
} from '../../../src/domain/cardholders/budget-cardholders';
import type { CardholderRecord } from '../../../src/domain/cardholders/cardholder-record';
import type { PartnerScope } from '../../../src/domain/context';
import { styleBCardholderBody } from '../../../src/testing/request-bodies';
import type { TestWorld } from './test-world';

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
  scope: PartnerScope = world.scope,
): CreateCardholderInput {
  counter += 1;
  const binId = binsOf(world.ctx, scope).find((b) => b.family === family)?.id ?? `no ${family} BIN`;
  const holder = {
    accountId: account.accountId,
    binId,
    email: account.email,
    referenceId: `ch-ref-${counter}`,
  };
  // The wire's body is the domain's input: the face hands it over as the schema parsed it.
  return styleBCardholderBody(holder, overrides) as unknown as CreateCardholderInput;
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
  scope: PartnerScope = world.scope,
): CardholderRecord {
  const created = createCardholder(world.ctx, scope, cardholderInput(world, account, family, {}, scope));
  world.ctx.clock.advance(world.ctx.settings.cardholderApprovalDelayMs);
  return { ...created, status: 'APPROVED' };
}
