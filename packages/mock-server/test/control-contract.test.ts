import { afterEach, describe, expect, it } from 'vitest';
import { createClock, createMock, type Mock } from '../src';
import { controlContract } from './support/contract';
import { onboardedAccount, styleBClient } from './support/style-b-journey';
import { styleBToken } from './support/test-mock';

let mock: Mock;
afterEach(() => mock?.close());

async function control(method: string, path: string, body?: unknown) {
  const init: RequestInit = { method, headers: { 'content-type': 'application/json' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await mock.fetch(`http://127.0.0.1:4010/_mock${path}`, init);
  const json = (await response.json()) as Record<string, unknown>;
  return {
    status: response.status,
    json,
    problems: controlContract.problems(method, path.split('?')[0] ?? path, response.status, json),
  };
}

describe('control API against specs/mock-control.openapi.yaml', () => {
  it('answers every operation as documented, errors included', async () => {
    mock = createMock({ clock: createClock({ frozenAt: Date.parse('2026-01-01T00:00:00Z') }) });
    const b = styleBClient(mock, await styleBToken(mock));
    const { accountId, walletId } = await onboardedAccount(mock, b, 'ann@example.com');
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/config'],
      ['GET', '/clock'],
      ['POST', '/clock/freeze', { at: '2026-01-01T00:10:00Z' }],
      ['POST', '/clock/advance', { ms: 1000 }],
      ['POST', '/clock/advance', { ms: 0 }],
      ['POST', '/clock/unfreeze'],
      ['POST', `/style-b/wallets/${walletId}/credit`, { amount: '12.50' }],
      ['POST', '/style-b/wallets/wal_none/credit', { amount: '1.00' }],
      ['POST', `/style-b/accounts/${accountId}/kyc-decision`, { status: 'APPROVED' }],
      ['POST', `/style-b/accounts/${accountId}/kyb-decision`, { status: 'REJECTED', reason: 'incomplete' }],
      [
        'POST',
        '/faults',
        { match: { style: 'b', path: '/v1/*' }, count: 2, effect: { type: 'timeout', delayMs: 10 } },
      ],
      ['GET', '/faults'],
      ['DELETE', '/faults/flt_unknown'],
      ['DELETE', '/faults'],
      ['GET', '/requests?limit=5'],
      ['GET', '/requests?limit=1&style=b&method=GET&status=200'],
      ['GET', '/requests?cursor=bm9wZQ'],
      ['POST', '/webhooks/endpoints', { url: 'https://hooks.example.test/b', style: 'b' }],
      [
        'POST',
        '/webhooks/endpoints',
        { url: 'https://hooks.example.test/a', style: 'a', secret: 'a-secret-of-16-chars' },
      ],
      ['POST', '/webhooks/endpoints', { url: 'not a url', style: 'b' }],
      ['GET', '/webhooks/endpoints'],
      ['DELETE', '/webhooks/endpoints/whe_unknown'],
      ['GET', '/webhooks/deliveries'],
      ['GET', '/webhooks/deliveries?status=dead'],
      ['GET', '/webhooks/deliveries?limit=1&eventType=CARD.CREATED&endpointId=whe_unknown'],
      ['GET', '/webhooks/deliveries/whd_unknown'],
      ['POST', '/webhooks/deliveries/whd_unknown/replay'],
      ['POST', '/webhooks/inbox', { eventId: 'e1' }],
      ['GET', '/webhooks/inbox?limit=5'],
      ['GET', '/webhooks/inbox?limit=0'],
      ['DELETE', '/webhooks/inbox'],
      ['GET', '/events?limit=5'],
      ['GET', '/events?limit=1&cardId=card_unknown'],
      ['GET', '/events?limit=1&cursor=bm9wZQ'],
      ['POST', '/style-a/applicants/app_unknown/kyc-decision', { status: 'APPROVED' }],
      ['POST', '/style-a/applicants/app_unknown/kyc-decision', { status: 'MAYBE' }],
      ['PATCH', '/style-a/organizations/org_unknown', { pciRevealEnabled: false }],
      ['PATCH', '/style-a/organizations/org_unknown', {}],
      ['POST', '/style-a/organizations/org_unknown/credit-purchases', { amount_cents: 100 }],
      ['POST', '/style-a/organizations/org_unknown/api-keys', { role: 'DEVELOPER' }],
      ['POST', '/style-a/organizations/org_unknown/api-keys', { role: 'KING' }],
      ['POST', '/style-a/organizations/org_unknown/credit-purchases', { amount_cents: 1.5 }],
      ['POST', '/simulate/authorize', { cardId: 'card_unknown', amount: '1.00' }],
      ['POST', '/simulate/settle', { cardTransactionId: 'txn_unknown' }],
      ['POST', '/simulate/decline', { cardId: 'card_unknown', amount: '1.00' }],
      ['GET', '/state'],
      ['POST', '/reset'],
      ['GET', '/nothing'],
    ];
    for (const [method, path, body] of calls) {
      const { problems } = await control(method, path, body);
      expect(problems, `${method} ${path}`).toEqual([]);
    }
  });
});
