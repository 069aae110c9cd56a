import { describe, expect, it } from 'vitest';
import { call, testMock } from '../../../test/support/test-mock';
import { INBOX_CAPACITY, listInbox, receiveInInbox } from './inbox';

describe('the webhook inbox', () => {
  it('keeps headers and the raw body, newest first, and the last INBOX_CAPACITY only', () => {
    const mock = testMock();
    for (let n = 0; n < INBOX_CAPACITY + 3; n += 1) receiveInInbox(mock.ctx, { n: String(n) }, `{"n":${n}}`);
    const all = listInbox(mock.ctx, { limit: 1_000 }).items;
    expect(all).toHaveLength(INBOX_CAPACITY);
    expect(all[0]?.body).toBe(`{"n":${INBOX_CAPACITY + 2}}`);
    expect(all.at(-1)?.headers).toEqual({ n: '3' });
    mock.close();
  });

  it('receives a real delivery byte for byte, and reset empties it', async () => {
    const mock = testMock({
      // Deliveries go through the mock's own fetch, as they do over HTTP when the CLI serves it.
      webhookFetch: (url, init) => mock.fetch(url, init),
    });
    await call(mock, 'POST', '/_mock/webhooks/endpoints', {
      url: 'http://127.0.0.1:4010/_mock/webhooks/inbox',
      style: 'a',
      secret: 'a-secret-of-16-chars',
    });
    const { organizations } = mock.config().styleA;
    await call(mock, 'POST', `/_mock/style-a/organizations/${organizations[0]?.id}/credit-purchases`, {
      amount_cents: 100,
    });
    await mock.idle();
    const listed = await call(mock, 'GET', '/_mock/webhooks/inbox');
    const items = (listed.body.data as { items: Array<{ headers: Record<string, string>; body: string }> })
      .items;
    expect(items).toHaveLength(1);
    expect(JSON.parse(items[0]?.body ?? '')).toMatchObject({ type: 'credit_purchase.settled' });
    expect(items[0]?.headers['x-webhook-signature']).toMatch(/^[0-9a-f]{64}$/);
    expect((await call(mock, 'POST', '/_mock/webhooks/inbox', 'x'.repeat(262_145))).body).toMatchObject({
      error: { code: 'INVALID_REQUEST' },
    });
    await call(mock, 'POST', '/_mock/reset');
    expect((await call(mock, 'GET', '/_mock/webhooks/inbox')).body).toEqual({
      data: { items: [], nextCursor: null },
    });
    mock.close();
  });
});
