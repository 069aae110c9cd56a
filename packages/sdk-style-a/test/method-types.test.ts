import { probeTypes } from '@card-issuance/test-support/type-probe';
import { describe, expect, it } from 'vitest';

const probe = probeTypes(
  `${import.meta.dirname}/..`,
  "import type { StyleAClient } from './index';",
  'StyleAClient',
  [
    // 1: a card without its program
    "await client.cards.create({ cardholder_id: 'h', type: 'VIRTUAL' });",
    // 2: funding without an amount
    "await client.cards.fund('c', {});",
    // 3: the old (id, options) call of a read
    "await client.cards.get('c', { signal: AbortSignal.timeout(1) });",
  ].join('\n'),
);
const errorOn = (line: number) =>
  probe.errors
    .filter((e) => e.line === line)
    .map((e) => e.message)
    .join('\n');

// Typechecks the client as an editor would show it (TypeScript compiler API, S-28).
describe('Style A method types', { timeout: 60_000 }, () => {
  it('print every resource method in under 300 characters, with named types', () => {
    expect(probe.methods.length).toBeGreaterThan(25);
    expect(probe.methods.filter((m) => m.text.length >= 300)).toEqual([]);
    expect(probe.methods.find((m) => m.name === 'cards.fund')?.text).toBe(
      '(cardId: string, params: AmountParams, options?: CallOptions | undefined) => ApiPromise<CardBalance>',
    );
    expect(probe.methods.find((m) => m.name === 'cards.list')?.text).toBe(
      '(params?: ListParams | undefined, options?: CallOptions | undefined) => PagePromise<Card>',
    );
  });

  it('report a missing required field by its name, and refuse options where params go', () => {
    expect(errorOn(1)).toContain("'program_id'");
    expect(errorOn(2)).toContain("'amount_cents'");
    expect(errorOn(3)).toContain('undefined');
  });
});
