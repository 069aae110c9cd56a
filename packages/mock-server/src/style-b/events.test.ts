import { describe, expect, it } from 'vitest';
import { createClock, createDomainContext, type DomainEvent } from '../domain';
import { type CardDraft, issueCard } from '../domain/cards';
import { styleAEvents } from '../style-a/events';
import { styleBEvents } from './events';

const AT = Date.parse('2026-01-01T00:00:00Z');

function context() {
  const events: DomainEvent[] = [];
  const ctx = createDomainContext({
    clock: createClock({ frozenAt: AT }),
    onEvent: (event) => events.push(event),
    translators: [styleBEvents, styleAEvents],
  });
  return { ctx, events };
}

const draft = (style: 'a' | 'b'): CardDraft => ({
  style,
  tenantId: style === 'b' ? 'prog_1' : 'org_1',
  environment: 'sandbox',
  ownerId: 'owner_1',
  cardholderId: 'ch_1',
  productId: 'bin_1',
  form: 'VIRTUAL',
  status: 'ACTIVE',
  label: null,
  funding: style === 'b' ? 'BUDGET' : 'PREPAID',
  budgetId: style === 'b' ? 'bud_1' : null,
  ...(style === 'b' ? { fundingAccountId: 'bud_1' } : {}),
  currencies: ['USD'],
  spendLimit: { period: 'NA', amountCents: 0 },
  referenceId: style === 'b' ? 'ref-1' : null,
  useType: null,
  physicalCardDesignId: null,
});

describe('neutral facts become each style’s events', () => {
  it('a Style B card: CARD.CREATED with reasonCode 7002, stamped with a UUID, the clock and the scope', () => {
    const { ctx, events } = context();
    const card = issueCard(ctx, '423456', draft('b'));
    expect(events).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        style: 'b',
        type: 'CARD.CREATED',
        at: AT,
        programId: 'prog_1',
        environment: 'sandbox',
        payload: expect.objectContaining({ cardId: card.id, reasonCode: 7002, status: 'ACTIVE' }),
      },
    ]);
  });

  it('a Style A card: no event at issue (E-4), its own names for status changes', () => {
    const { ctx, events } = context();
    const card = issueCard(ctx, '431940', draft('a'));
    expect(events).toEqual([]);
    ctx.publish({
      type: 'card.status_changed',
      card: { ...card, status: 'FROZEN' },
      cause: 'freeze',
      via: 'api',
    });
    expect(events.map((e) => [e.style, e.type, e.programId])).toEqual([['a', 'card.frozen', 'org_1']]);
  });
});
