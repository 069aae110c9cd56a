import {
  zCreateBudgetBody,
  zFreezeCardPath,
  zGetBudgetQuery,
  zListAccountsQuery,
  zListBinsQuery,
  zListCardsQuery,
  zListCardTransactionsQuery,
  zRegisterAccountBody,
  zSetCardVelocityControlBody,
  zTransferBetweenWalletsBody,
  zTransferIntoBudgetBody,
  zUpdateCardholderBody,
  zUpdateCardLabelBody,
} from '@card-issuance/contracts/style-b-zod';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { catchDomainError } from '../domain/errors';
import { dropAbsentOptionals, parseInput, queryValues } from '../http/zod-input';
import { styleBIssueRule } from './issue-rule';
import { cardIssueBody, kycSubmissionBody } from './request-schemas';

// The Style B face's validation of each operation's request, as the routes run it: the generated schema,
// absent optionals dropped (G-14, G-15), and Style B's issue rules. Domain tests take typed input and
// cover the rules that need state; these cover the fields.

type Json = Record<string, unknown>;
type Case = [Json, string, string, string?];

const parseBody = (schema: z.ZodType, value: Json) =>
  parseInput(schema, dropAbsentOptionals(schema, value), { rule: styleBIssueRule });
const parseQuery = (schema: z.ZodType, value: Record<string, string>) =>
  parseInput(schema, dropAbsentOptionals(schema, queryValues(schema, value)), {
    rule: styleBIssueRule,
    where: 'query',
  });

function expectCases(parse: (value: Json) => unknown, cases: Case[]): void {
  for (const [value, field, kind, reason] of cases) {
    const error = catchDomainError(() => parse(value));
    expect(error, `${field} ${JSON.stringify(value)}`).toMatchObject({ field, kind, reason });
  }
}

const uuid = '6f1c2a9e-0d7b-4c3e-9a51-2b8d7e4f6a10';
const other = '9f1c2b7e-4a3d-4e5f-8b6a-1c2d3e4f5a6b';

describe('accounts', () => {
  const register = { name: 'Ann', email: 'ann@example.com', parentAccountId: uuid };

  it('validates every field of a registration, naming it; unknown fields are ignored (G-9)', () => {
    expect(parseBody(zRegisterAccountBody, { ...register, phone: '', ignored: true })).toEqual(register);
    expectCases(
      (value) => parseBody(zRegisterAccountBody, { ...register, ...value }),
      [
        [{ name: undefined }, 'name', 'invalid'],
        [{ name: 7 }, 'name', 'invalid'],
        [{ name: 'x'.repeat(101) }, 'name', 'invalid'],
        [{ email: 'ann' }, 'email', 'invalid'],
        [{ email: `${'a'.repeat(250)}@example.com` }, 'email', 'invalid'],
        [{ phone: '4155550100' }, 'phone', 'invalid'],
        [{ parentAccountId: 'not-a-uuid' }, 'parentAccountId', 'invalid'],
      ],
    );
    expect(catchDomainError(() => parseBody(zRegisterAccountBody, 'nope' as never))).toMatchObject({
      kind: 'invalid',
    });
  });

  it('needs the email of a lookup and the accountId of the account reads', () => {
    expect(catchDomainError(() => parseQuery(zListAccountsQuery, {}))).toMatchObject({
      kind: 'invalid',
      field: 'email',
    });
    for (const schema of [zListBinsQuery, zGetBudgetQuery]) {
      for (const query of [{}, { accountId: 'x' }]) {
        expect(catchDomainError(() => parseQuery(schema, query))).toMatchObject({
          kind: 'invalid',
          field: 'accountId',
        });
      }
    }
  });

  it("reads a KYC submission with the configured provider's token field (G-10)", () => {
    const schema = kycSubmissionBody('idcheck');
    expect(parseBody(schema, { sourceType: 'idcheck', idcheckShareToken: 't', occupation: '' })).toEqual({
      sourceType: 'idcheck',
      shareToken: 't',
    });
    const ok = { sourceType: 'idcheck', idcheckShareToken: 't' };
    expectCases(
      (value) => parseBody(schema, { ...ok, ...value }),
      [
        [{ idcheckShareToken: undefined, veritasShareToken: 't' }, 'idcheckShareToken', 'invalid'],
        [{ idcheckShareToken: 'x'.repeat(4097) }, 'idcheckShareToken', 'invalid'],
        [{ sourceType: undefined }, 'sourceType', 'invalid'],
        [{ expectedMonthlyVolume: '1e3 USD' }, 'expectedMonthlyVolume', 'invalid'],
        [{ annualSalary: '85000' }, 'annualSalary', 'invalid'],
      ],
    );
    expect(parseBody(kycSubmissionBody('veritas'), { sourceType: 'x', veritasShareToken: 'v' })).toEqual({
      sourceType: 'x',
      shareToken: 'v',
    });
  });
});

describe('transfers', () => {
  const side = (accountId: string) => ({ accountId, id: 'wal_1', currency: 'USD' });
  const external = { clientTransactionId: 'ext-1', amount: '25.5', from: side(uuid), to: side(other) };

  it('validates the external transfer, naming nested fields (B-10)', () => {
    expect(parseBody(zTransferBetweenWalletsBody, external)).toEqual({
      ...external,
      from: { ...external.from, businessType: 0 },
    });
    expect(
      parseBody(zTransferBetweenWalletsBody, { ...external, from: { ...side(uuid), businessType: null } }),
    ).toMatchObject({ from: { businessType: 0 } });
    expectCases(
      (value) => parseBody(zTransferBetweenWalletsBody, { ...external, ...value }),
      [
        [{ clientTransactionId: undefined }, 'clientTransactionId', 'invalid'],
        [{ clientTransactionId: 'x'.repeat(65) }, 'clientTransactionId', 'invalid'],
        [{ amount: 25 }, 'amount', 'invalid'],
        [{ amount: '1.234' }, 'amount', 'invalid'],
        [{ from: 'x' }, 'from', 'invalid'],
        [{ to: { ...side(other), id: undefined } }, 'to.id', 'invalid'],
        [{ from: { ...side(uuid), accountId: 'nope' } }, 'from.accountId', 'invalid'],
        [{ from: { ...side(uuid), businessType: '0' } }, 'from.businessType', 'invalid'],
        [{ from: { ...side(uuid), businessType: 1 } }, 'from.businessType', 'unprocessable'],
        [{ to: { ...side(other), currency: null } }, 'to.currency', 'invalid'],
        [{ to: { ...side(other), currency: 3 } }, 'to.currency', 'invalid'],
      ],
    );
  });

  it('tells a currency mismatch (030002) before an unsupported currency (030004, B-39)', () => {
    const eur = (accountId: string) => ({ ...side(accountId), currency: 'EUR' });
    expectCases(
      (value) => parseBody(zTransferBetweenWalletsBody, { ...external, ...value }),
      [
        [{ to: eur(other) }, 'to.currency', 'currency_mismatch'],
        [{ from: eur(uuid) }, 'from.currency', 'currency_mismatch'],
        [{ from: eur(uuid), to: eur(other) }, 'from.currency', 'unprocessable', 'currency_not_supported'],
      ],
    );
  });

  it('validates a budget transfer', () => {
    const body = { accountId: uuid, clientTransactionId: 'x', amount: '1' };
    expect(parseBody(zTransferIntoBudgetBody, body)).toEqual(body);
    expectCases(
      (value) => parseBody(zTransferIntoBudgetBody, { ...body, ...value }),
      [
        [{ clientTransactionId: undefined }, 'clientTransactionId', 'invalid'],
        [{ clientTransactionId: 'x'.repeat(65) }, 'clientTransactionId', 'invalid'],
        [{ amount: '1.001' }, 'amount', 'invalid'],
        [{ accountId: undefined }, 'accountId', 'invalid'],
      ],
    );
  });
});

describe('budgets', () => {
  it('defaults the currency to USD and refuses any other (030004, B-3)', () => {
    const body = { accountId: uuid, name: 'Ads' };
    expect(parseBody(zCreateBudgetBody, body)).toEqual({ ...body, currency: 'USD' });
    expect(parseBody(zCreateBudgetBody, { ...body, currency: '' })).toEqual({ ...body, currency: 'USD' });
    expectCases(
      (value) => parseBody(zCreateBudgetBody, { ...body, ...value }),
      [
        [{ currency: 'EUR' }, 'currency', 'unprocessable', 'currency_not_supported'],
        [{ currency: 1 }, 'currency', 'invalid'],
        [{ name: undefined }, 'name', 'invalid'],
        [{ name: 'x'.repeat(101) }, 'name', 'invalid'],
      ],
    );
  });
});

describe('cards', () => {
  const card = {
    accountId: uuid,
    binId: 'bin_1',
    cardholderId: 'ch_1',
    budgetId: 'bud_1',
    referenceId: 'card-1',
    cardMode: 'VIRTUAL_CARD',
  };
  const issue = (value: Json) => parseBody(cardIssueBody(value.cardMode), value);

  it('validates an issue request on the branch of its cardMode (B-3)', () => {
    expect(issue({ ...card, label: null, useType: '' })).toEqual(card);
    expect(issue({ ...card, label: '' })).toEqual(card);
    const physical = { ...card, cardMode: 'PHYSICAL_CARD', physicalCardDesignId: 'd1' };
    expect(issue(physical)).toEqual(physical);
    expectCases(
      (value) => issue({ ...card, ...value }),
      [
        [{ binId: undefined }, 'binId', 'invalid'],
        [{ cardholderId: 1 }, 'cardholderId', 'invalid'],
        [{ budgetId: '' }, 'budgetId', 'invalid'],
        [{ referenceId: undefined }, 'referenceId', 'invalid'],
        [{ referenceId: 'x'.repeat(65) }, 'referenceId', 'invalid'],
        [{ cardMode: undefined }, 'cardMode', 'invalid'],
        [{ cardMode: 'PLASTIC' }, 'cardMode', 'invalid'],
        [{ label: 'x'.repeat(51) }, 'label', 'invalid'],
        [{ useType: 5 }, 'useType', 'invalid'],
        [{ useType: 'x'.repeat(65) }, 'useType', 'invalid'],
        [{ accountId: 'x' }, 'accountId', 'invalid'],
        [{ cardMode: 'PHYSICAL_CARD' }, 'physicalCardDesignId', 'invalid'],
        [
          { cardMode: 'PHYSICAL_CARD', physicalCardDesignId: 'x'.repeat(65) },
          'physicalCardDesignId',
          'invalid',
        ],
      ],
    );
  });

  it('needs a label of at most 50 characters to change it, and a known velocity period and amount', () => {
    expectCases(
      (value) => parseBody(zUpdateCardLabelBody, { accountId: uuid, ...value }),
      [
        [{}, 'label', 'invalid'],
        [{ label: null }, 'label', 'invalid'],
        [{ label: 'x'.repeat(51) }, 'label', 'invalid'],
      ],
    );
    expectCases(
      (value) => parseBody(zSetCardVelocityControlBody, { accountId: uuid, ...value }),
      [
        [{ transactionLimitsType: 'HOUR', amountLimit: '1' }, 'transactionLimitsType', 'invalid'],
        [{ transactionLimitsType: 'DAY' }, 'amountLimit', 'invalid'],
        [{ transactionLimitsType: 'DAY', amountLimit: '-1' }, 'amountLimit', 'invalid'],
      ],
    );
    expect(catchDomainError(() => parseInput(zFreezeCardPath, {}, 'path'))).toMatchObject({
      kind: 'invalid',
      field: 'cardId',
    });
  });

  it('reads pagination from the query, refusing out-of-range values instead of clamping (G-11)', () => {
    expect(parseQuery(zListCardsQuery, { accountId: uuid, pageNum: '2', pageSize: '' })).toEqual({
      accountId: uuid,
      pageNum: 2,
      pageSize: 20,
    });
    for (const [name, value] of [
      ['pageSize', '0'],
      ['pageSize', '101'],
      ['pageSize', '1.5'],
      ['pageNum', '0'],
      ['pageNum', 'two'],
      ['pageNum', '1000000001'],
    ] as const) {
      expect(
        catchDomainError(() => parseQuery(zListCardsQuery, { accountId: uuid, [name]: value })),
        `${name}=${value}`,
      ).toMatchObject({ kind: 'invalid', field: name });
    }
  });

  it('validates the transaction list filters (B-9)', () => {
    expectCases(
      (value) => parseQuery(zListCardTransactionsQuery, { accountId: uuid, ...value } as never),
      [
        [{ status: 'DONE' }, 'status', 'invalid'],
        [{ startTime: 'yesterday' }, 'startTime', 'invalid'],
        [{ endTime: '2026-01-01' }, 'endTime', 'invalid'],
      ],
    );
  });
});

describe('cardholder changes', () => {
  it('applies the name, phone and address rules of the spec to each field sent', () => {
    const address = { addressLine1: '9 High St', city: 'London', country: 'GB', postalCode: 'N1 9GU' };
    expectCases(
      (value) => parseBody(zUpdateCardholderBody, { accountId: uuid, ...value }),
      [
        [{ lastName: 'O Neil' }, 'lastName', 'unprocessable', 'invalid_name_characters'],
        [{ phoneNumber: '12' }, 'phoneNumber', 'unprocessable', 'invalid_phone'],
        [{ address: { ...address, city: '' } }, 'address.city', 'invalid'],
      ],
    );
  });
});
