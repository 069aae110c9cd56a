import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import { prefixedId } from '../ids';
import { MAX_AMOUNT_CENTS } from '../money';
import type { OrganizationRecord } from '../tenants';

/** A settled purchase of platform credit (style-a.openapi.yaml `CreditPurchase`). */
export interface CreditPurchase {
  id: string;
  amount_cents: number;
  status: 'SETTLED';
}

/**
 * Settles a purchase of platform credit for a Style A organization (the mock's stand-in for a payment):
 * the organization's credit grows by `amountCents` and the planned event `credit_purchase.settled` is
 * emitted (DECISIONS.md E-4). Amounts are whole cents from 1 to 100,000,000.
 *
 * @example
 * settleCreditPurchase(ctx, organizationId, { amount_cents: 50_000 });
 */
export function settleCreditPurchase(
  ctx: DomainContext,
  organizationId: string,
  input: unknown,
): CreditPurchase {
  const organization = ctx.storage.collection<OrganizationRecord>('a.organizations').get(organizationId);
  if (!organization)
    throw new DomainError('not_found', `organization ${organizationId} not found`, {
      field: 'organizationId',
    });
  const amount = (input as { amount_cents?: unknown } | null)?.amount_cents;
  if (!Number.isSafeInteger(amount) || (amount as number) < 1 || (amount as number) > MAX_AMOUNT_CENTS) {
    throw new DomainError('invalid', `amount_cents must be whole cents from 1 to ${MAX_AMOUNT_CENTS}`, {
      field: 'amount_cents',
    });
  }
  const purchase: CreditPurchase = {
    id: prefixedId('cp', ctx.random),
    amount_cents: amount as number,
    status: 'SETTLED',
  };
  ctx.ledger.credit(organization.id, purchase.amount_cents, `credit purchase ${purchase.id}`);
  ctx.publish({ type: 'credit.purchased', organizationId: organization.id, purchase });
  return purchase;
}
