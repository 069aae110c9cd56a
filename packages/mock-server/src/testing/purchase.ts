import { control, type JourneyTarget } from './sandbox-client';

/** A purchase's transaction id and where it ended. */
export interface PurchaseFixture {
  cardTransactionId: string;
  status: string;
  declineReason: string | null;
}

/**
 * A purchase on a card of either style through the card network simulator: an authorization of `amount`
 * (default "10.00"), then, unless it was declined, its settlement (`settle: false` leaves it PENDING).
 * It does not move the sandbox's clock.
 *
 * @example
 * const { cardTransactionId } = await purchase(target, cardId, { amount: '42.50', merchantName: 'Blue Bottle' });
 */
export async function purchase(
  target: JourneyTarget,
  cardId: string,
  options: { amount?: string; merchantName?: string; mcc?: string; currency?: string; settle?: boolean } = {},
): Promise<PurchaseFixture> {
  const { settle = true, amount = '10.00', ...merchant } = options;
  const ctl = control(target);
  const authorized = await ctl.simulate.authorize({ cardId, amount, ...merchant });
  if (!settle || authorized.status !== 'PENDING') return authorized;
  return ctl.simulate.settle({ cardTransactionId: authorized.cardTransactionId });
}
