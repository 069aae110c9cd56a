import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mock } from '../src';
import { STYLE_A_EVENT_TYPES } from '../src/domain/webhooks';
import { styleBCardholderBody } from '../src/testing';
import { styleAContract, styleBContract } from './support/contract';
import { loadSpec, operationFields } from './support/spec-fields';
import { childProgram, readyApplicant } from './support/style-a-cards';
import { styleAToken } from './support/style-a-journey';
import { onboardedAccount, styleBClient } from './support/style-b-journey';
import { call, styleBToken, testMock } from './support/test-mock';

// What web forms send (DECISIONS.md G-14, G-15): on every operation of both styles, "" or null in an optional
// string field (and "" in an optional query parameter) answers as if the field were absent, and null in a
// required field is the style's validation error naming it. The fields come from the specs' request
// schemas; each operation that has some gets a valid request below, so a new field is tested as it is added.

type Json = Record<string, unknown>;
interface Sample {
  path: string;
  body?: Json;
  query?: Record<string, string>;
}
interface Face {
  base: string;
  headers(): Record<string, string>;
  validationCode: string;
  codeOf(body: Json): unknown;
  contract: typeof styleBContract;
  samples: Record<string, () => Promise<Sample>>;
}

let sequence = 0;
const unique = (prefix: string) => `${prefix}${++sequence}`;
const address = {
  addressLine1: '1 Main St',
  addressLine2: 'Apt 2',
  city: 'Austin',
  state: 'TX',
  country: 'US',
};

let mockB: Mock;
let mockA: Mock;
let tokenB = '';
let tokenA = '';

beforeAll(async () => {
  mockB = testMock();
  mockA = testMock();
  tokenB = await styleBToken(mockB);
  tokenA = await styleAToken(mockA, 'ORG_ADMIN');
});
afterAll(() => {
  mockB.close();
  mockA.close();
});

// --- Style B fixtures: each sample gets fresh resources, so creating twice never conflicts.
const b = () => styleBClient(mockB, tokenB);
const data = (res: { body: Json }) => res.body.data as Json;

async function registeredAccount(): Promise<string> {
  const res = await b().send('POST', '/v1/accounts/register', {
    name: 'Ann Lee',
    email: `${unique('reg')}@example.com`,
    parentAccountId: mockB.seeded.styleB.parentAccountId,
  });
  return data(res).accountId as string;
}

async function account(): Promise<{ accountId: string; email: string; binId: string }> {
  const email = `${unique('ann')}@example.com`;
  const { accountId } = await onboardedAccount(mockB, b(), email);
  const bins = data(await b().get(`/v1/card/bins?accountId=${accountId}`)).list as Json[];
  const bin = bins.find((x) => x.family === 'US' && x.type === 0 && x.minBudgetBalance === '0.00');
  return { accountId, email, binId: String(bin?.id) };
}

function cardholderBody(accountId: string, email: string, binId: string): Json {
  return styleBCardholderBody(
    { accountId, binId, email, referenceId: unique('holder-') },
    { address: { ...address, postalCode: '73301' } },
  ) as Json;
}

async function approvedCardholder() {
  const { accountId, email, binId } = await account();
  const res = await b().send('POST', '/v1/cardholders', cardholderBody(accountId, email, binId), {
    'Idempotency-Key': crypto.randomUUID(),
  });
  mockB.clock.advance(mockB.ctx.settings.cardholderApprovalDelayMs);
  return { accountId, binId, cardholderId: data(res).cardholderId as string };
}

const styleB: Face = {
  base: '/style-b',
  headers: () => ({ 'x-access-token': tokenB, 'Idempotency-Key': crypto.randomUUID() }),
  validationCode: '40001',
  codeOf: (body) => body.code,
  contract: styleBContract,
  samples: {
    'POST /v1/accounts/register': async () => ({
      path: '/v1/accounts/register',
      body: {
        name: 'Ann Lee',
        email: `${unique('new')}@example.com`,
        parentAccountId: mockB.seeded.styleB.parentAccountId,
        phone: '+14155550100',
      },
    }),
    'POST /v1/accounts/{accountId}/kyc': async () => ({
      path: `/v1/accounts/${await registeredAccount()}/kyc`,
      body: {
        sourceType: 'veritas',
        veritasShareToken: unique('tok-'),
        ipAddress: '203.0.113.7',
        occupation: 'Engineer',
        annualSalary: '85000 USD',
        accountPurpose: 'Payroll',
        expectedMonthlyVolume: '1000 USD',
      },
    }),
    'POST /v1/cardholders': async () => {
      const { accountId, email, binId } = await account();
      return { path: '/v1/cardholders', body: cardholderBody(accountId, email, binId) };
    },
    'PATCH /v1/cardholders/{cardholderId}': async () => {
      const { accountId, cardholderId } = await approvedCardholder();
      return {
        path: `/v1/cardholders/${cardholderId}`,
        body: {
          accountId,
          firstName: 'Anna',
          lastName: 'Lee',
          phoneCountryCode: '1',
          phoneNumber: '4155550199',
          address: { ...address, postalCode: '73302' },
        },
      };
    },
    'POST /v1/budgets': async () => ({
      path: '/v1/budgets',
      body: { accountId: (await account()).accountId, name: 'Travel', currency: 'USD' },
    }),
    'POST /v1/budget-card': async () => {
      const { accountId, binId, cardholderId } = await approvedCardholder();
      const budget = await b().send('POST', '/v1/budgets', { accountId, name: 'Ads' }, styleB.headers());
      return {
        path: '/v1/budget-card',
        body: {
          accountId,
          binId,
          cardholderId,
          budgetId: data(budget).budgetId,
          cardMode: 'VIRTUAL_CARD',
          referenceId: unique('card-'),
          label: 'Travel',
          useType: 'ADS',
        },
      };
    },
    'POST /v1/business/transfer/external': async () => {
      const from = await onboardedAccount(mockB, b(), `${unique('from')}@example.com`);
      const to = await onboardedAccount(mockB, b(), `${unique('to')}@example.com`);
      return {
        path: '/v1/business/transfer/external',
        body: {
          clientTransactionId: unique('ext-'),
          amount: '1.00',
          from: { accountId: from.accountId, id: from.walletId, currency: 'USD', businessType: 0 },
          to: { accountId: to.accountId, id: to.walletId, currency: 'USD' },
        },
      };
    },
    'GET /v1/card-list': async () => ({
      path: '/v1/card-list',
      query: { accountId: (await account()).accountId },
    }),
    'GET /v1/cards/transaction-list': async () => ({
      path: '/v1/cards/transaction-list',
      query: { accountId: (await account()).accountId },
    }),
  },
};

// --- Style A fixtures.
async function styleACardholder(): Promise<{ cardholderId: string; programId: string }> {
  const applicant = await readyApplicant(mockA, { email: `${unique('ada')}@example.com` });
  const programId = childProgram(mockA, 'PREPAID').id;
  const res = await call(
    mockA,
    'POST',
    '/style-a/v1/cardholders',
    { applicant_id: applicant.id, program_id: programId },
    { authorization: `Bearer ${tokenA}` },
  );
  return { cardholderId: data(res).id as string, programId };
}

const list = (path: string) => async () => ({ path, query: {} });
const styleA: Face = {
  base: '/style-a',
  headers: () => ({ authorization: `Bearer ${tokenA}` }),
  validationCode: 'INVALID_REQUEST',
  codeOf: (body) => (body.error as Json | undefined)?.code,
  contract: styleAContract,
  samples: {
    'POST /v1/applicants': async () => ({
      path: '/v1/applicants',
      body: {
        type: 'INDIVIDUAL',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: `${unique('a')}@example.com`,
      },
    }),
    'POST /v1/cardholders': async () => {
      const applicant = await readyApplicant(mockA, { email: `${unique('ada')}@example.com` });
      return {
        path: '/v1/cardholders',
        body: {
          applicant_id: applicant.id,
          program_id: childProgram(mockA, 'PREPAID').id,
          address: {
            address_line1: '1 Main St',
            address_line2: 'Apt 2',
            city: 'Austin',
            state: 'TX',
            country: 'US',
            postal_code: '73301',
          },
        },
      };
    },
    'POST /v1/cards': async () => {
      const { cardholderId, programId } = await styleACardholder();
      return {
        path: '/v1/cards',
        body: {
          cardholder_id: cardholderId,
          program_id: programId,
          type: 'VIRTUAL',
          label: 'Ads',
          spend_limit_cents: 50_000,
        },
      };
    },
    'PATCH /v1/cards/{id}': async () => {
      const { cardholderId, programId } = await styleACardholder();
      const card = await call(
        mockA,
        'POST',
        '/style-a/v1/cards',
        { cardholder_id: cardholderId, program_id: programId, type: 'VIRTUAL', label: 'Ads' },
        styleA.headers(),
      );
      return { path: `/v1/cards/${data(card).id}`, body: { label: 'Travel', spend_limit_cents: 25_000 } };
    },
    'POST /v1/webhooks': async () => ({
      path: '/v1/webhooks',
      body: { url: 'https://example.com/hooks', events: [STYLE_A_EVENT_TYPES[0]], description: 'Main' },
    }),
    'GET /v1/organizations': list('/v1/organizations'),
    'GET /v1/programs': list('/v1/programs'),
    'GET /v1/applicants': list('/v1/applicants'),
    'GET /v1/cards': list('/v1/cards'),
    'GET /v1/cards/spend-controls': list('/v1/cards/spend-controls'),
  },
};

function withValue(body: Json, dotted: string, value: unknown): Json {
  const copy = structuredClone(body);
  const keys = dotted.split('.');
  const last = keys.pop() ?? dotted;
  let at = copy;
  for (const key of keys) {
    at[key] ??= {};
    at = at[key] as Json;
  }
  at[last] = value;
  return copy;
}

async function send(face: Face, operation: string, sample: Sample, mock: Mock) {
  const method = operation.split(' ')[0] ?? 'GET';
  const query = new URLSearchParams(sample.query ?? {}).toString();
  const res = await call(
    mock,
    method,
    `${face.base}${sample.path}${query ? `?${query}` : ''}`,
    sample.body,
    face.headers(),
  );
  const problems = face.contract.problems(method, sample.path, res.status, res.body);
  expect(problems, `${operation}: response outside the contract`).toEqual([]);
  expect(res.headers.get('request-id')).toMatch(/^[0-9a-f-]{36}$/);
  return { status: res.status, code: face.codeOf(res.body), body: res.body };
}

const FACES = [
  { name: 'style-b', face: styleB, mock: () => mockB },
  { name: 'style-a', face: styleA, mock: () => mockA },
] as const;

describe.each(FACES)('$name: optional fields sent empty or null', ({ name, face, mock }) => {
  const operations = operationFields(loadSpec(name)).filter(
    (o) => o.optionalStrings.length > 0 || o.optionalOthers.length > 0 || o.optionalQuery.length > 0,
  );

  it('has a valid sample request for exactly the operations with optional fields', () => {
    expect(Object.keys(face.samples).sort()).toEqual(operations.map((o) => o.operation).sort());
  });

  const cases = operations.flatMap((o) => [
    ...o.optionalStrings.map((field) => ({ operation: o.operation, field, sent: ['', null], where: 'body' })),
    ...o.optionalOthers.map((field) => ({ operation: o.operation, field, sent: [null], where: 'body' })),
    ...o.optionalQuery.map((field) => ({ operation: o.operation, field, sent: [''], where: 'query' })),
  ]);
  it.each(cases)('$operation: $where $field sent as $sent answers as when absent', async (c) => {
    const build = face.samples[c.operation];
    if (!build) throw new Error(`no sample for ${c.operation}`);
    const baseline = await send(face, c.operation, await build(), mock());
    // A valid request succeeds; POST /v1/webhooks answers 501 once its input is valid (A-18).
    expect(baseline.status === 501 || baseline.status < 300, JSON.stringify(baseline.body)).toBe(true);

    for (const value of c.sent) {
      const sample = await build();
      const changed =
        c.where === 'body'
          ? { ...sample, body: withValue(sample.body ?? {}, c.field, value) }
          : { ...sample, query: { ...sample.query, [c.field]: '' } };
      const res = await send(face, c.operation, changed, mock());
      expect({ status: res.status, code: res.code }, `${c.field}: ${JSON.stringify(value)}`).toEqual({
        status: baseline.status,
        code: baseline.code,
      });
      // Absent, never kept as "": no response field of that name holds an empty string.
      const leaf = c.field.split('.').at(-1);
      expect(JSON.stringify(res.body)).not.toContain(`"${leaf}":""`);
    }
  });

  const required = operations.flatMap((o) =>
    face.samples[o.operation] ? o.required.map((field) => ({ operation: o.operation, field })) : [],
  );
  it.each(required)('$operation: required $field as null is the validation error naming it', async (c) => {
    const sample = await (face.samples[c.operation] as () => Promise<Sample>)();
    const res = await send(
      face,
      c.operation,
      { ...sample, body: withValue(sample.body ?? {}, c.field, null) },
      mock(),
    );
    expect(res.status).toBe(400);
    expect(res.code).toBe(face.validationCode);
    const message = String((res.body.error as Json | undefined)?.message ?? res.body.message);
    expect(message).toContain(c.field);
  });
});
