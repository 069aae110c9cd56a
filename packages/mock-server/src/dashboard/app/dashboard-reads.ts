import type { ControlResult } from '../../client/control-operation-types';
import { defaultCard } from './card-actions';
import type { CardTransaction, ControlClient, ControlEvent, WebhookDelivery } from './control-client';
import { POLL_PAGE_SIZES } from './poll-plan';

/** What one poll asks for: how many cards are shown, the deliveries filter, the selected card. */
export interface DashboardQuery {
  cardLimit: number;
  deliveryStatus: WebhookDelivery['status'] | '';
  selectedId: string | null;
}

/** What one poll read: every region's data, and the card selected once the list is known. */
export interface DashboardData {
  clock: ControlResult<'getClock'>;
  cards: ControlResult<'listCards'>;
  deliveries: ControlResult<'listWebhookDeliveries'>;
  faults: ControlResult<'listFaults'>['items'];
  selectedId: string | null;
  transactions: CardTransaction[];
  events: ControlEvent[];
}

/**
 * One poll of the dashboard: the clock, a page of cards, a page of deliveries and the injected faults,
 * then a page of the selected card's transactions and of its events. Six reads (four without a card),
 * never the whole state: five are bounded pages of paged control routes, so a poll costs the same however
 * many cards, events and deliveries the sandbox holds; the sixth is the fault list, unpaged by the spec
 * and made of the faults someone added by hand, read every time so that a forgotten fault is always in
 * sight and each one's calls left count down. The page and `bench/dashboard-poll.ts` both call it, so
 * what is measured is what the page does.
 *
 * @example
 * const data = await readDashboard(control, { cardLimit: 25, deliveryStatus: '', selectedId: null });
 */
export async function readDashboard(control: ControlClient, query: DashboardQuery): Promise<DashboardData> {
  const [clock, cards, deliveries, { items: faults }] = await Promise.all([
    control.clock.get(),
    control.cards.list({ limit: query.cardLimit }),
    control.webhooks.listDeliveries({
      limit: POLL_PAGE_SIZES.deliveries,
      ...(query.deliveryStatus ? { status: query.deliveryStatus } : {}),
    }),
    control.faults.list(),
  ]);
  const listed = cards.items.some((card) => card.cardId === query.selectedId);
  const selectedId = listed ? query.selectedId : (defaultCard(cards.items)?.cardId ?? null);
  if (selectedId === null) {
    return { clock, cards, deliveries, faults, selectedId, transactions: [], events: [] };
  }
  const [transactions, events] = await Promise.all([
    control.cards.listTransactions({ cardId: selectedId, limit: POLL_PAGE_SIZES.transactions }),
    control.events.list({ cardId: selectedId, limit: POLL_PAGE_SIZES.events }),
  ]);
  return {
    clock,
    cards,
    deliveries,
    faults,
    selectedId,
    transactions: transactions.items,
    events: events.items,
  };
}
