import { afterEach, describe, expect, it } from 'vitest';
import { ORIGIN, testMock } from '../../../test/support/test-mock';
import type { Mock } from '../../app';
import { MockControlError } from '../../client/control-error';
import { createMockControlClient } from '../../client/create-control-client';
import { CLIENT_HEADER, controlClient } from './control-client';

let mock: Mock;
afterEach(() => mock?.close());

const shape = (tree: object): unknown =>
  Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'function' ? 'method' : shape(value)]),
  );

describe("the dashboard's control client", () => {
  it('is the public typed client, called with the page path, the token and the dashboard header', async () => {
    mock = testMock({ controlToken: 'tok_secret_0123456789' });
    const sent: Array<{ url: string; headers: Record<string, string> }> = [];
    const control = controlClient({
      base: '/_mock',
      token: 'tok_secret_0123456789',
      // The page's fetch resolves its path against the page's origin.
      fetch: (input, init) => {
        sent.push({ url: input, headers: init?.headers as Record<string, string> });
        return mock.fetch(`${ORIGIN}${input}`, init);
      },
    });
    expect(shape(control)).toEqual(shape(createMockControlClient({ url: '/_mock' })));
    const cards = await control.cards.list({ limit: 5 });
    expect(cards).toMatchObject({
      // The seeded samples' cards: Style A's (seeded last), then Style B's.
      items: [
        { cardId: mock.seeded.styleA.sampleApplicant?.cardId },
        { cardId: mock.seeded.styleB.sampleAccount?.cardId },
      ],
      nextCursor: null,
    });
    expect(sent[0]).toMatchObject({
      url: '/_mock/cards?limit=5',
      headers: { ...CLIENT_HEADER, authorization: 'Bearer tok_secret_0123456789' },
    });
    const error = await control.cards.freeze({ cardId: 'card_nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MockControlError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});
