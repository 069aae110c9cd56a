import { describe, expect, it } from 'vitest';
import { accountReach, requireReachable } from './reach';

const card = { style: 'b' as const, tenantId: 'prog_1', environment: 'sandbox' as const, ownerId: 'acc_1' };
const reach = accountReach({ programId: 'prog_1', environment: 'sandbox' }, 'acc_1');
const named = { noun: 'card', id: 'card_1', field: 'cardId' };

describe('the one lookup of a shared record in reach', () => {
  it("returns a record of the reach's style, tenant, environment and account", () => {
    expect(requireReachable(card, reach, named)).toBe(card);
    // Style A reaches whole organizations: no account to match.
    const styleA = {
      style: 'a' as const,
      tenants: { tenantIds: ['org_1'], environment: 'sandbox' as const },
    };
    expect(requireReachable({ ...card, style: 'a', tenantId: 'org_1' }, styleA, named).ownerId).toBe('acc_1');
  });

  it.each([
    ['missing', undefined],
    ['of the other style', { ...card, style: 'a' as const }],
    ['of another tenant', { ...card, tenantId: 'prog_2' }],
    ['of the other environment', { ...card, environment: 'production' as const }],
    ['of another account', { ...card, ownerId: 'acc_2' }],
  ])('answers one not_found for a record %s', (_, record) => {
    expect(() => requireReachable(record, reach, named)).toThrow(
      expect.objectContaining({ kind: 'not_found', field: 'cardId', message: 'card card_1 not found' }),
    );
  });

  it('names no field unless asked, and echoes at most 64 characters of the id', () => {
    const id = 'x'.repeat(100);
    expect(() => requireReachable(undefined, reach, { noun: 'card', id })).toThrow(
      expect.objectContaining({ field: undefined, message: `card ${'x'.repeat(64)} not found` }),
    );
  });
});
