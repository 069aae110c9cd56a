import { zTransferBetweenWalletsBody } from '@card-issuance/contracts/style-b-zod';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { catchDomainError } from '../domain/errors';
import { parseInput } from '../http/zod-input';
import { styleBIssueRule } from './issue-rule';

// A field the spec gives codes is still 40001 when it is missing (absent, null or "": G-14, G-15): the
// codes are for a value that is there.
const parse = (schema: z.ZodType, value: Record<string, unknown>) =>
  catchDomainError(() => parseInput(schema, value, { rule: styleBIssueRule }));

const side = (currency: unknown) => ({
  accountId: '6f1c2a9e-0d7b-4c3e-9a51-2b8d7e4f6a10',
  id: 'w',
  currency,
});
const transfer = (from: unknown, to: unknown) => ({
  clientTransactionId: 't',
  amount: '1',
  from: side(from),
  to: side(to),
});

describe('Style B issue rule, missing fields', () => {
  it('answers a required currency sent as "" with 40001, even beside another currency (B-39)', () => {
    expect(parse(zTransferBetweenWalletsBody, transfer('USD', ''))).toMatchObject({
      kind: 'invalid',
      field: 'to.currency',
      reason: undefined,
    });
    expect(parse(zTransferBetweenWalletsBody, transfer('', 'USD'))).toMatchObject({
      kind: 'invalid',
      field: 'from.currency',
    });
    expect(parse(zTransferBetweenWalletsBody, transfer('EUR', ''))).toMatchObject({
      kind: 'currency_mismatch',
      field: 'from.currency',
    });
  });
});
