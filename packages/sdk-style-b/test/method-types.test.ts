import { probeTypes } from '@card-issuance/test-support/type-probe';
import { describe, expect, it } from 'vitest';

const probe = probeTypes(
  `${import.meta.dirname}/..`,
  "import type { StyleBClient } from './index';",
  'StyleBClient',
  [
    // 1: an issue request without `cardMode`
    "await client.cards.issue({ accountId: 'a', binId: 'b', cardholderId: 'h', budgetId: 'g', referenceId: 'r' });",
    // 2: a physical card without its design
    "await client.cards.issue({ accountId: 'a', binId: 'b', cardholderId: 'h', budgetId: 'g', referenceId: 'r', cardMode: 'PHYSICAL_CARD' });",
    // 3: freeze without the account
    "await client.cards.freeze('c', {});",
    // 4: a transfer without its amount
    "await client.budgets.transferIn('b', { accountId: 'a' });",
  ].join('\n'),
);
const errorOn = (line: number) =>
  probe.errors
    .filter((e) => e.line === line)
    .map((e) => e.message)
    .join('\n');

// Typechecks the client as an editor would show it (TypeScript compiler API, S-28).
describe('Style B method types', { timeout: 60_000 }, () => {
  it('print every resource method in under 300 characters, with named types', () => {
    expect(probe.methods.length).toBeGreaterThan(20);
    const long = probe.methods.filter((m) => m.text.length >= 300);
    expect(long).toEqual([]);
    expect(probe.methods.find((m) => m.name === 'cards.freeze')?.text).toBe(
      '(cardId: string, params: AccountParams, options?: CallOptions | undefined) => ApiPromise<Card>',
    );
    expect(probe.methods.find((m) => m.name === 'cards.list')?.text).toBe(
      '(params: ListCardsParams, options?: CallOptions | undefined) => PagePromise<Card>',
    );
  });

  it('report a missing required field by its name', () => {
    expect(errorOn(1)).toContain("'cardMode'");
    expect(errorOn(1)).not.toContain('physicalCardDesignId');
    expect(errorOn(2)).toContain("'physicalCardDesignId'");
    expect(errorOn(3)).toContain("'accountId'");
    expect(errorOn(4)).toContain("'amount'");
  });
});
