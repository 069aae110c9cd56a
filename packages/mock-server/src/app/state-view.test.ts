import { afterEach, describe, expect, it } from 'vitest';
import { getA, styleAToken } from '../../test/support/style-a-journey';
import { call, testMock } from '../../test/support/test-mock';
import type { Mock } from './create-mock';

let mock: Mock;
afterEach(() => mock?.close());

describe('GET /_mock/state', () => {
  it("shows each Style A organization's credit as its ledger balance, as Style A's API does", async () => {
    mock = testMock();
    const token = await styleAToken(mock, 'ORG_ADMIN');
    const listed = async () =>
      (
        (await getA(mock, token, '/v1/organizations')).body.data as {
          items: Array<{ id: string; credit_cents: number }>;
        }
      ).items;
    const [organization] = await listed();
    const bought = await call(
      mock,
      'POST',
      `/_mock/style-a/organizations/${organization?.id}/credit-purchases`,
      {
        amount_cents: 1_234,
      },
    );
    expect(bought.status).toBe(201);
    const credit = (await listed()).find((o) => o.id === organization?.id)?.credit_cents;
    expect(credit).toBe((organization?.credit_cents ?? 0) + 1_234);
    const state = (await call(mock, 'GET', '/_mock/state')).body.data as {
      styleA: { organizations: Array<{ id: string; creditCents: number }> };
    };
    expect(state.styleA.organizations.find((o) => o.id === organization?.id)?.creditCents).toBe(credit);
  });
});
