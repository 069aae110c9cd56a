import type { StyleBClient } from '@card-issuance/sdk-style-b';
import { type CardRow, toCardRow, withStatus } from './card-view';
import { friendlyMessage } from './friendly-error';

/** What the card list screen renders. */
export interface CardListState {
  loading: boolean;
  cards: readonly CardRow[];
  /** A sentence for the user (see `friendlyMessage`), or null. */
  error: string | null;
}

/** The card list of one account: state to render, and the actions its buttons call. */
export interface CardListStore {
  getState(): CardListState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: (state: CardListState) => void): () => void;
  /** Loads every card of the account (all pages). */
  load(): Promise<void>;
  /** Freezes an active card, unfreezes a frozen one; does nothing while a change of that card is pending. */
  toggleFreeze(cardId: string): Promise<void>;
}

/**
 * A framework-free store for a card list screen on the Style B SDK. Freeze and unfreeze are optimistic:
 * the row changes at once, and goes back with a friendly message if the service refuses or fails.
 *
 * @example
 * const store = createCardListStore({ client, accountId });
 * store.subscribe(render);
 * await store.load();
 * await store.toggleFreeze(cardId);
 */
export function createCardListStore(options: { client: StyleBClient; accountId: string }): CardListStore {
  const { client, accountId } = options;
  let state: CardListState = { loading: false, cards: [], error: null };
  const listeners = new Set<(state: CardListState) => void>();

  const set = (next: Partial<CardListState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };
  const replaceRow = (cardId: string, change: (row: CardRow) => CardRow) =>
    set({ cards: state.cards.map((row) => (row.cardId === cardId ? change(row) : row)) });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      set({ loading: true, error: null });
      try {
        const cards: CardRow[] = [];
        for await (const card of client.cards.list({ accountId })) cards.push(toCardRow(card));
        set({ loading: false, cards });
      } catch (error) {
        set({ loading: false, error: friendlyMessage(error) });
      }
    },
    async toggleFreeze(cardId) {
      const before = state.cards.find((row) => row.cardId === cardId);
      if (!before || before.pending) return;
      const freezing = before.status === 'ACTIVE';
      if (!freezing && before.status !== 'FROZEN') return;
      // Optimistic: show the new status while the call is in flight.
      replaceRow(cardId, (row) => ({ ...withStatus(row, freezing ? 'FROZEN' : 'ACTIVE'), pending: true }));
      set({ error: null });
      try {
        const action = freezing ? client.cards.freeze : client.cards.unfreeze;
        const card = await action(cardId, { accountId });
        replaceRow(cardId, () => toCardRow(card));
      } catch (error) {
        // Roll back to what the service last confirmed.
        replaceRow(cardId, () => before);
        set({ error: friendlyMessage(error) });
      }
    },
  };
}
