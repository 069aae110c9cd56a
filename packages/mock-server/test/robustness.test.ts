import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock, createMock, type Mock } from '../src';
import { onboardedAccount, styleBClient } from './support/style-b-journey';
import { styleBToken } from './support/test-mock';

// Bad input always gets a clear error in the style's envelope: never a 500, never a crash (DEVELOPERS.md).
const OPERATIONS: Array<[string, string]> = [
  ['POST', '/v1/accounts/register'],
  ['GET', '/v1/accounts'],
  ['POST', '/v1/accounts/{accountId}/kyc'],
  ['GET', '/v1/accounts/cdd/detail/{accountId}'],
  ['POST', '/v1/accounts/{accountId}/init'],
  ['POST', '/v1/cardholders'],
  ['GET', '/v1/cardholders'],
  ['GET', '/v1/cardholders/{id}'],
  ['PATCH', '/v1/cardholders/{id}'],
  ['GET', '/v1/card/bins'],
  ['POST', '/v1/budgets'],
  ['GET', '/v1/budgets/{id}'],
  ['POST', '/v1/budgets/{id}/transfer-in'],
  ['POST', '/v1/budgets/{id}/transfer-out'],
  ['POST', '/v1/business/transfer/external'],
  ['GET', '/v1/cards/wallets'],
  ['POST', '/v1/budget-card'],
  ['GET', '/v1/card-list'],
  ['GET', '/v1/cards/{id}'],
  ['GET', '/v1/cards/{id}/private-info/access-token'],
  ['PUT', '/v1/cards/{id}'],
  ['PUT', '/v1/cards/{id}/velocity-control'],
  ['POST', '/v1/cards/{id}/freeze'],
  ['POST', '/v1/cards/{id}/unfreeze'],
  ['DELETE', '/v1/cards/{id}'],
  ['GET', '/v1/cards/transaction-list'],
];

let mock: Mock;
let token: string;
let accountId: string;

beforeAll(async () => {
  mock = createMock({ clock: createClock({ frozenAt: Date.parse('2026-01-01T00:00:00Z') }) });
  token = await styleBToken(mock);
  ({ accountId } = await onboardedAccount(mock, styleBClient(mock, token), 'ann@example.com'));
});
afterAll(() => mock.close());

// Values of every JSON type, weighted towards the ones the fields expect, plus the real account id.
const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
  fc.constant('USD'),
  fc.constant('10.00'),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);
const field = fc.constantFrom(
  'accountId',
  'email',
  'name',
  'parentAccountId',
  'amount',
  'clientTransactionId',
  'label',
  'binId',
  'cardMode',
  'cardholderId',
  'budgetId',
  'referenceId',
  'firstName',
  'lastName',
  'phoneNumber',
  'phoneCountryCode',
  'address',
  'from',
  'to',
  'currency',
  'transactionLimitsType',
  'amountLimit',
  'sourceType',
  'veritasShareToken',
  'pageNum',
  'pageSize',
  'startTime',
  'endTime',
  'status',
  'cardId',
  'businessModel',
  'physicalCardDesignId',
);
const body = fc.oneof(
  fc.dictionary(field, value, { maxKeys: 8 }),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 30 }),
);

describe('robustness of the Style B face', () => {
  it('answers random bodies and queries on every operation with a non-5xx Style B error or a success', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...OPERATIONS),
        body,
        fc.boolean(),
        fc.string({ maxLength: 12 }),
        async ([method, template], input, realAccount, pathId) => {
          const path = template
            .replace('{accountId}', realAccount ? accountId : encodeURIComponent(pathId) || 'x')
            .replace('{id}', encodeURIComponent(pathId) || 'x');
          const payload =
            typeof input === 'string'
              ? input
              : JSON.stringify({ ...input, ...(realAccount ? { accountId } : {}) });
          const query =
            typeof input === 'string'
              ? ''
              : new URLSearchParams(
                  Object.entries({ ...input, ...(realAccount ? { accountId } : {}) }).map(([k, v]) => [
                    k,
                    typeof v === 'string' ? v : JSON.stringify(v),
                  ]),
                ).toString();
          const init: RequestInit = {
            method,
            headers: {
              'x-access-token': token,
              'content-type': 'application/json',
              'Idempotency-Key': crypto.randomUUID(),
            },
          };
          if (method !== 'GET' && method !== 'DELETE') init.body = payload;
          const response = await mock.fetch(
            `http://127.0.0.1:4010/style-b${path}${query ? `?${query}` : ''}`,
            init,
          );
          const json = (await response.json()) as { code?: unknown; message?: unknown };
          expect(response.status, `${method} ${path} ${payload}`).toBeLessThan(500);
          expect(typeof json.code, `${method} ${path}`).toBe('string');
          expect(typeof json.message, `${method} ${path}`).toBe('string');
          expect(response.headers.get('request-id')).toBeTruthy();
        },
      ),
      { numRuns: 400 },
    );
  }, 120_000);
});
