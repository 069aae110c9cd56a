import { type CardAction, purchaseBlockedBy } from './card-actions';
import { type CardDetailHandlers, cardHeader, eventItems, transactionItems } from './card-detail';
import { cardItem } from './cards-panel';
import {
  type CardTransaction,
  type ControlClient,
  controlClient,
  type SandboxCard,
  type WebhookDelivery,
} from './control-client';
import { readDashboard } from './dashboard-reads';
import { deliveryItem } from './deliveries-panel';
import { byId, h, renderIfChanged } from './dom';
import { FaultsPanel } from './faults-panel';
import { declineText, money, shortTime } from './format';
import { POLL_PAGE_SIZES } from './poll-plan';
import { fillSandboxPicker } from './sandbox-picker';

type DeliveryStatus = WebhookDelivery['status'];

/** What the page keeps between polls. */
interface DashboardState {
  cards: SandboxCard[];
  cardLimit: number;
  selectedId: string | null;
  deliveryStatus: DeliveryStatus | '';
  openDeliveries: Set<string>;
}

function announce(message: string): void {
  byId('announce', HTMLParagraphElement).textContent = message;
  byId('error', HTMLParagraphElement).textContent = '';
}

function fail(error: unknown): void {
  byId('error', HTMLParagraphElement).textContent = error instanceof Error ? error.message : String(error);
}

/**
 * Starts the sandbox dashboard on the page `dashboard-page.ts` serves: reads the control path, poll
 * interval and `#token=` (G-54), renders, and polls bounded pages while the page is visible.
 *
 * @example
 * startDashboard(document.body);
 */
export function startDashboard(body: HTMLElement): void {
  new Dashboard(body).start();
}

/** The dashboard of one page: its control client, what it keeps between polls, and its controls. */
class Dashboard {
  private readonly control: ControlClient;
  private readonly token: string | null;
  private readonly pollMs: number;
  private readonly state: DashboardState = {
    cards: [],
    cardLimit: POLL_PAGE_SIZES.cards,
    selectedId: null,
    deliveryStatus: '',
    openDeliveries: new Set(),
  };
  private readonly handlers: CardDetailHandlers = {
    act: (card, action) => this.run(() => cardAction(this.control, card, action)),
    issueLike: (card) => this.run(() => this.issueLike(card)),
    transaction: (t, step) => this.run(() => this.moveTransaction(t, step)),
  };
  private readonly faults: FaultsPanel;
  private readonly onSelect = (cardId: string) => this.select(cardId);
  private readonly onReplay = (delivery: WebhookDelivery) => this.replay(delivery);

  constructor(private readonly body: HTMLElement) {
    this.token = new URLSearchParams(location.hash.slice(1)).get('token');
    this.control = controlClient({ base: body.dataset.controlPath ?? '/_mock', token: this.token });
    this.pollMs = Number(body.dataset.pollMs) || 2000;
    this.faults = new FaultsPanel(this.control, (action, onError) => this.run(action, onError));
  }

  /** Fills the sandbox picker, wires the controls, renders and starts polling. */
  start(): void {
    // The list of sandboxes lives on the mock's own control URL, whichever sandbox this page shows.
    fillSandboxPicker(
      byId('sandbox-picker', HTMLSelectElement),
      controlClient({ base: '/_mock', token: this.token }),
      this.body.dataset.sandboxId ?? 'default',
    ).catch(fail);
    this.wireControls();
    this.faults.wire();
    // Poll bounded pages while the page is visible; a failed poll shows its error and the next one retries.
    const tick = () => {
      if (document.visibilityState === 'visible') this.refresh().catch(fail);
    };
    this.refresh().catch(fail);
    setInterval(tick, this.pollMs);
    document.addEventListener('visibilitychange', tick);
  }

  private selected(): SandboxCard | undefined {
    return this.state.cards.find((card) => card.cardId === this.state.selectedId);
  }

  /**
   * Runs a user's action: announces what it answers, then refreshes; shows its error otherwise (at the
   * top of the page, or where `onError` shows it).
   */
  private async run(action: () => Promise<string>, onError: (error: unknown) => void = fail): Promise<void> {
    let done: string;
    try {
      done = await action();
    } catch (error) {
      onError(error);
      return;
    }
    announce(done);
    await this.refresh().catch(fail);
  }

  private async refresh(): Promise<void> {
    const state = this.state;
    const { clock, cards, deliveries, faults, selectedId, transactions, events } = await readDashboard(
      this.control,
      state,
    );
    state.cards = cards.items;
    state.selectedId = selectedId;
    byId('clock-now', HTMLElement).textContent = shortTime(clock.now);
    byId('clock-mode', HTMLElement).textContent = clock.frozen ? 'frozen' : 'running';
    byId('clock-mode', HTMLElement).dataset.tone = clock.frozen ? 'FROZEN' : 'ACTIVE';
    byId('clock-toggle', HTMLButtonElement).textContent = clock.frozen ? 'Unfreeze' : 'Freeze';
    byId('cards-more', HTMLButtonElement).hidden = cards.nextCursor === null;
    renderIfChanged(byId('cards-list', HTMLUListElement), [cards.items, state.selectedId], () =>
      cards.items.length === 0
        ? [h('li', { class: 'empty', text: 'No cards yet: issue one with the Style A or Style B API.' })]
        : cards.items.map((c) => cardItem(c, c.cardId === state.selectedId, this.onSelect)),
    );
    this.renderDetail(this.selected(), transactions, events);
    this.faults.render(faults);
    renderIfChanged(byId('deliveries-list', HTMLUListElement), deliveries.items, () =>
      deliveries.items.length === 0
        ? [
            h('li', {
              class: 'empty',
              text:
                state.deliveryStatus === 'dead'
                  ? 'The dead-letter queue is empty.'
                  : 'No deliveries yet: add an endpoint with POST /_mock/webhooks/endpoints.',
            }),
          ]
        : deliveries.items.map((d) => deliveryItem(d, state.openDeliveries, this.onReplay)),
    );
  }

  private renderDetail(
    card: SandboxCard | undefined,
    transactions: CardTransaction[],
    events: Parameters<typeof eventItems>[0],
  ): void {
    const detail = byId('card-detail', HTMLElement);
    detail.hidden = card === undefined;
    if (!card) return;
    renderIfChanged(byId('detail-head', HTMLDivElement), card, () => cardHeader(card, this.handlers));
    const purchase = byId('purchase', HTMLButtonElement);
    const blocked = purchaseBlockedBy(card);
    purchase.disabled = blocked !== null;
    purchase.title = blocked ?? '';
    renderIfChanged(byId('transactions', HTMLUListElement), transactions, () =>
      transactionItems(transactions, this.handlers),
    );
    renderIfChanged(byId('card-events', HTMLOListElement), events, () => eventItems(events));
  }

  private select(cardId: string): void {
    this.state.selectedId = cardId;
    this.refresh().catch(fail);
  }

  private replay(delivery: WebhookDelivery): void {
    this.run(async () => {
      const done = await this.control.webhooks.replayDelivery({ deliveryId: delivery.id });
      return `Replayed ${done.eventType}: ${done.status}`;
    });
  }

  /** Issues a card like `card` through the merchant portal, and selects it. */
  private async issueLike(card: SandboxCard): Promise<string> {
    const issued = await this.control.portal.issueCard({
      accountId: card.accountId,
      cardholderId: card.cardholderId,
      budgetId: card.budgetId ?? '',
      binId: card.productId,
      cardMode: 'VIRTUAL_CARD',
    });
    this.state.selectedId = issued.cardId;
    return `Issued ${issued.maskedCardNumber} via merchant portal (7001)`;
  }

  private async moveTransaction(
    t: CardTransaction,
    step: Parameters<CardDetailHandlers['transaction']>[1],
  ): Promise<string> {
    const done = await this.control.simulate[step]({ cardTransactionId: t.cardTransactionId });
    return `${money(t.amount, t.currency)} at ${t.merchantName}: now ${done.status}`;
  }

  private wireControls(): void {
    byId('purchase-form', HTMLFormElement).addEventListener('submit', (event) => {
      event.preventDefault();
      const card = this.selected();
      if (card) this.run(() => this.purchase(card));
    });
    byId('cards-more', HTMLButtonElement).addEventListener('click', () => {
      this.state.cardLimit = Math.min(500, this.state.cardLimit + POLL_PAGE_SIZES.cards);
      this.refresh().catch(fail);
    });
    byId('delivery-status', HTMLSelectElement).addEventListener('change', (event) => {
      this.state.deliveryStatus = (event.target as HTMLSelectElement).value as DeliveryStatus | '';
      this.refresh().catch(fail);
    });
    byId('clock-toggle', HTMLButtonElement).addEventListener('click', () =>
      this.run(() => this.toggleClock()),
    );
    byId('advance-form', HTMLFormElement).addEventListener('submit', (event) => {
      event.preventDefault();
      const amount = Number(byId('advance-amount', HTMLInputElement).value);
      const unit = Number(byId('advance-unit', HTMLSelectElement).value);
      this.run(async () => {
        const clock = await this.control.clock.advance({ ms: amount * unit });
        return `Clock advanced to ${shortTime(clock.now)}`;
      });
    });
    byId('reset', HTMLButtonElement).addEventListener('click', () => {
      if (!window.confirm('Reset the sandbox to its seed? Every card, transaction, delivery and fault goes.'))
        return;
      this.state.selectedId = null;
      this.run(async () => `Sandbox reset at ${shortTime((await this.control.reset()).resetAt)}`);
    });
  }

  /** A purchase on the selected card, from the purchase form. */
  private async purchase(card: SandboxCard): Promise<string> {
    const amount = byId('purchase-amount', HTMLInputElement).value.trim();
    const merchantName = byId('purchase-merchant', HTMLInputElement).value.trim() || 'Dashboard Coffee';
    const t = await this.control.simulate.authorize({
      cardId: card.cardId,
      amount,
      currency: 'USD',
      merchantName,
      mcc: '5814',
      merchantCountry: 'US',
    });
    return t.status === 'FAIL'
      ? `Purchase declined: ${money(t.amount, t.currency)} (${declineText(t.declineReason)})`
      : `Purchase authorized: ${money(t.amount, t.currency)}, now ${t.status}`;
  }

  private async toggleClock(): Promise<string> {
    const frozen = byId('clock-mode', HTMLElement).textContent === 'frozen';
    const clock = frozen ? await this.control.clock.unfreeze() : await this.control.clock.freeze();
    return clock.frozen ? `Clock frozen at ${shortTime(clock.now)}` : 'Clock follows real time again';
  }
}

async function cardAction(control: ControlClient, card: SandboxCard, action: CardAction): Promise<string> {
  const done = await action.call(control, card.cardId);
  return done.changed
    ? `${action.done}: ${card.maskedCardNumber}`
    : `Nothing to do: ${card.maskedCardNumber} already ${done.status}`;
}
