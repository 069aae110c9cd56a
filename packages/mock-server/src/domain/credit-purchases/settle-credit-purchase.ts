import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import { prefixedId } from '../ids';
import type { Cents } from '../money';
import type { OrganizationRecord } from '../organizations';

/** A settled purchase of platform credit (style-a.openapi.yaml `CreditPurchase`). */
export interface CreditPurchase {
  id: string;
  amount_cents: number;
  status: 'SETTLED';
}

/** A purchase of platform credit to settle: whole cents from 1 to 100,000,000 (the contract's range). */
export interface CreditPurchaseInput {
  amount_cents: Cents;
}

/**
 * Settles a purchase of platform credit for a Style A organization (the mock's stand-in for a payment):
 * the organization's credit grows by `amountCents` and the planned event `credit_purchase.settled` is
 * emitted (DECISIONS.md E-4). Unknown organization: `not_found` naming `organizationId`.
 *
 * @example
 * settleCreditPurchase(ctx, organizationId, { amount_cents: 50_000 });
 */
export function settleCreditPurchase(
  ctx: DomainContext,
  organizationId: string,
  input: CreditPurchaseInput,
): CreditPurchase {
  const organization = ctx.storage.collection<OrganizationRecord>('a.organizations').get(organizationId);
  if (!organization)
    throw new DomainError('not_found', `organization ${organizationId} not found`, {
      field: 'organizationId',
    });
  const purchase: CreditPurchase = {
    id: prefixedId('cp', ctx.random),
    amount_cents: input.amount_cents,
    status: 'SETTLED',
  };
  ctx.ledger.credit(organization.id, purchase.amount_cents, `credit purchase ${purchase.id}`);
  ctx.publish({ type: 'credit.purchased', organizationId: organization.id, purchase });
  return purchase;
}
