import {
  type CardTransaction,
  createDeduplicator,
  createTransactionUpserter,
  type StyleAWebhookEvent,
  type StyleBWebhookEvent,
  type WebhookHandlerOptions,
  type WebhookSecret,
} from '@card-issuance/webhook-verifier';

/** An event the receiver handled (verified, and not seen before). */
export type HandledEvent =
  | { style: 'b'; event: StyleBWebhookEvent }
  | { style: 'a'; event: StyleAWebhookEvent };

/** What the receiver keeps: in memory here; a database in production. */
export interface ReceiverStore {
  /** The latest state of each card transaction, by `cardTransactionId`. */
  transactions: Map<string, CardTransaction>;
  /** Every handled event once, in the order handled. */
  events: HandledEvent[];
}

/** The secrets deliveries are signed with. */
export interface ReceiverSecrets {
  /** The Style B program's `webhookSecret` (or several while rotating). */
  styleBSecret: WebhookSecret;
  /** The secret given when the Style A endpoint was registered. */
  styleASecret: WebhookSecret;
}

/** The logic every framework shares: one handler configuration per style, and the store they fill. */
export interface ReceiverCore {
  store: ReceiverStore;
  styleB: WebhookHandlerOptions<'b'>;
  styleA: WebhookHandlerOptions<'a'>;
}

/**
 * The receiver's logic, framework-free: verify each style's signature, handle an event id once (deliveries
 * repeat on retries and replays), and upsert transactions by `cardTransactionId` so that a late or replayed
 * CREATED never rolls back a settled transaction. The Express and Hono receivers only route to it.
 *
 * @example
 * const core = createReceiverCore({ styleBSecret, styleASecret, onHandled: (h) => console.log(h.style) });
 * app.post('/webhooks/style-b', createHonoWebhookHandler(core.styleB));
 */
export function createReceiverCore(
  options: ReceiverSecrets & { onHandled?: (handled: HandledEvent) => void },
): ReceiverCore {
  const store: ReceiverStore = { transactions: new Map(), events: [] };
  const transactions = createTransactionUpserter({ store: store.transactions });
  const handled = (entry: HandledEvent) => {
    store.events.push(entry);
    options.onHandled?.(entry);
  };
  return {
    store,
    styleB: {
      style: 'b',
      secret: options.styleBSecret,
      // One de-duplicator per style: each style has its own id space (`eventId`, `id`).
      deduplicator: createDeduplicator(),
      onEvent: async (event) => {
        if (
          event.eventType === 'CARD_TRANSACTION.CREATED' ||
          event.eventType === 'CARD_TRANSACTION.UPDATED'
        ) {
          await transactions.upsert(event.payload);
        }
        handled({ style: 'b', event });
      },
    },
    styleA: {
      style: 'a',
      secret: options.styleASecret,
      deduplicator: createDeduplicator(),
      // Style A has no transaction events (DECISIONS.md E-4): its card and applicant events are recorded.
      onEvent: (event) => handled({ style: 'a', event }),
    },
  };
}
