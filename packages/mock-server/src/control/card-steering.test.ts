import { afterEach, describe, expect, it } from 'vitest';
import { call, testMock } from '../../test/support/test-mock';
import type { Mock } from '../app';
import type { DomainEvent } from '../domain/context';
import { styleACard, styleBCard } from '../testing';

let mock: Mock;
afterEach(() => mock?.close());

const target = () => ({ fetch: mock.fetch, config: mock.config() });

describe('POST /_mock/cards/{cardId}/freeze and /unfreeze', () => {
  it('freezes and unfreezes a Style B card, emitting CARD.UPDATED only when it changes', async () => {
    mock = testMock();
    const { cardId } = await styleBCard(target());
    const events: DomainEvent[] = [];
    mock.onEvent((event) => events.push(event));
    const frozen = await call(mock, 'POST', `/_mock/cards/${cardId}/freeze`);
    expect(frozen.status).toBe(200);
    expect(frozen.body.data).toEqual({ cardId, style: 'b', status: 'FROZEN', changed: true });
    const again = await call(mock, 'POST', `/_mock/cards/${cardId}/freeze`);
    expect(again.body.data).toEqual({ cardId, style: 'b', status: 'FROZEN', changed: false });
    expect(events.map((event) => event.type)).toEqual(['CARD.UPDATED']);
    // A frozen card is declined by the network simulator; unfrozen, it is authorized again.
    const declined = await call(mock, 'POST', '/_mock/simulate/authorize', { cardId, amount: '1.00' });
    expect((declined.body.data as { status: string }).status).toBe('FAIL');
    const active = await call(mock, 'POST', `/_mock/cards/${cardId}/unfreeze`);
    expect(active.body.data).toEqual({ cardId, style: 'b', status: 'ACTIVE', changed: true });
    const approved = await call(mock, 'POST', '/_mock/simulate/authorize', { cardId, amount: '1.00' });
    expect((approved.body.data as { status: string }).status).toBe('PENDING');
  });

  it('works on a Style A card with its own events', async () => {
    mock = testMock();
    const { cardId } = await styleACard(target());
    const events: DomainEvent[] = [];
    mock.onEvent((event) => events.push(event));
    expect((await call(mock, 'POST', `/_mock/cards/${cardId}/freeze`)).body.data).toMatchObject({
      style: 'a',
      status: 'FROZEN',
    });
    await call(mock, 'POST', `/_mock/cards/${cardId}/unfreeze`);
    expect(events.map((event) => event.type)).toEqual(['card.frozen', 'card.activated']);
  });

  it('answers NOT_FOUND for an unknown card, CONFLICT for a closed one, and refuses a body', async () => {
    mock = testMock();
    const missing = await call(mock, 'POST', '/_mock/cards/card_nope/freeze');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const { cardId, accountId, token } = await styleBCard(target());
    const closed = await mock.fetch(
      `http://127.0.0.1:4010/style-b/v1/cards/${cardId}?accountId=${accountId}`,
      {
        method: 'DELETE',
        headers: { 'x-access-token': token },
      },
    );
    expect(closed.status).toBe(200);
    const conflict = await call(mock, 'POST', `/_mock/cards/${cardId}/unfreeze`);
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ error: { code: 'CONFLICT' } });
    const withBody = await call(mock, 'POST', `/_mock/cards/${cardId}/freeze`, { at: 'now' });
    expect(withBody.status).toBe(400);
    expect(withBody.body).toMatchObject({ error: { code: 'INVALID_REQUEST' } });
  });
});
