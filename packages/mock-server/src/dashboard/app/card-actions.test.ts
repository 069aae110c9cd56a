import { describe, expect, it } from 'vitest';
import { CARD_ACTIONS, defaultCard, purchaseBlockedBy } from './card-actions';
import type { SandboxCard } from './control-client';

const card = (overrides: Partial<SandboxCard> = {}): SandboxCard => ({
  cardId: 'card_1',
  style: 'b',
  status: 'ACTIVE',
  restricted: false,
  maskedCardNumber: '445566******0001',
  label: null,
  form: 'VIRTUAL',
  accountId: 'acc',
  cardholderId: 'ch',
  budgetId: 'bud',
  productId: 'bin',
  createdAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

const usable = (c: SandboxCard) =>
  CARD_ACTIONS.filter((action) => action.blockedBy(c) === null).map((action) => action.id);

describe('the card actions the dashboard offers', () => {
  it('follows the card state, as the control API rules it', () => {
    expect(usable(card())).toEqual(['freeze', 'suspend', 'close', 'restrict', 'risk-close']);
    expect(usable(card({ status: 'FROZEN' }))).toEqual(['unfreeze', 'close', 'restrict', 'risk-close']);
    expect(usable(card({ status: 'FROZEN', restricted: true }))).toEqual([
      'close',
      'unrestrict',
      'risk-close',
    ]);
    expect(usable(card({ status: 'CLOSED' }))).toEqual([]);
    expect(usable(card({ status: 'EXPIRED' }))).toEqual(['close', 'risk-close']);
    // Style A cards: the card's own actions, never the merchant portal's or the administrator's.
    expect(usable(card({ style: 'a' }))).toEqual(['freeze']);
    expect(
      CARD_ACTIONS.find((a) => a.id === 'unfreeze')?.blockedBy(card({ status: 'FROZEN', restricted: true })),
    ).toBe('Restricted by an administrator: only Unrestrict reactivates it');
  });

  it('offers purchases on usable and frozen cards, and selects the newest usable card first', () => {
    expect(purchaseBlockedBy(card({ status: 'FROZEN' }))).toBeNull();
    expect(purchaseBlockedBy(card({ status: 'CLOSED' }))).toBe('A CLOSED card takes no purchases');
    const closed = card({ cardId: 'closed', status: 'CLOSED' });
    const frozen = card({ cardId: 'frozen', status: 'FROZEN' });
    const active = card({ cardId: 'active' });
    expect(defaultCard([closed, frozen, active])?.cardId).toBe('active');
    expect(defaultCard([closed, frozen])?.cardId).toBe('frozen');
    expect(defaultCard([closed])?.cardId).toBe('closed');
    expect(defaultCard([])).toBeUndefined();
  });
});
