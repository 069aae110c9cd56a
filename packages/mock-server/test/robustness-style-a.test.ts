import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock, createMock, type Mock } from '../src';
import { OPERATION_ROLES } from '../src/style-a/operation-roles';
import { styleAToken } from './support/style-a-journey';

// Bad input always gets a clear error in Style A's envelope: never a 500 (DEVELOPERS.md). Operations come
// from the same table the routes enforce, so new ones are covered as they are added.
let mock: Mock;
let token: string;

beforeAll(async () => {
  mock = createMock({ clock: createClock({ frozenAt: Date.parse('2026-01-01T00:00:00Z') }) });
  token = await styleAToken(mock, 'ORG_ADMIN');
});
afterAll(() => mock.close());

const operations = Object.keys(OPERATION_ROLES).concat([
  'POST /v1/oauth/token',
  'POST /v1/auth/login',
  'POST /v1/invites/{token}/accept',
]);
const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);
const field = fc.constantFrom(
  'applicant_id',
  'program_id',
  'cardholder_id',
  'type',
  'label',
  'spend_limit_cents',
  'amount_cents',
  'encryption',
  'share_token',
  'usage',
  'keywords',
  'list_type',
  'email',
  'first_name',
  'last_name',
  'address',
  'organization_id',
  'client_id',
  'client_secret',
  'password',
  'url',
  'events',
  'limit',
  'cursor',
  'status',
);
const body = fc.oneof(
  fc.dictionary(field, value, { maxKeys: 6 }),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 20 }),
);

describe('robustness of the Style A face', () => {
  it('answers random bodies and queries on every operation with a non-5xx Style A envelope', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations),
        body,
        fc.string({ maxLength: 10 }),
        async (operation, input, id) => {
          const [method = 'GET', template = '/'] = operation.split(' ');
          const path = template.replace(/\{[^}]+\}/g, encodeURIComponent(id) || 'x');
          const query =
            typeof input === 'string'
              ? ''
              : new URLSearchParams(
                  Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
                ).toString();
          const init: RequestInit = {
            method,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          };
          if (method !== 'GET' && method !== 'DELETE')
            init.body = typeof input === 'string' ? input : JSON.stringify(input);
          const response = await mock.fetch(
            `http://127.0.0.1:4010/style-a${path}${method === 'GET' && query ? `?${query}` : ''}`,
            init,
          );
          expect(response.status, `${operation} ${String(init.body)}`).not.toBe(500);
          expect(response.headers.get('request-id')).toBeTruthy();
          if (response.status >= 400) {
            const json = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
            expect(typeof json.error?.code, operation).toBe('string');
            expect(typeof json.error?.message, operation).toBe('string');
          }
        },
      ),
      { numRuns: 400 },
    );
  }, 120_000);
});
