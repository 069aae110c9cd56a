import { describe, expect, it } from 'vitest';
import { issuedCard } from '../../test/support/style-a-cards';
import { onboardedAccount, styleBClient } from '../../test/support/style-b-journey';
import { styleBToken, testMock } from '../../test/support/test-mock';
import type { StorageSnapshot } from '../domain';
import type { Mock } from './create-mock';

/** The same steps in both styles: tokens, a Style B account through KYC, a Style A card. */
async function journey(mock: Mock): Promise<StorageSnapshot> {
  const b = styleBClient(mock, await styleBToken(mock));
  await onboardedAccount(mock, b, 'ann@example.com');
  await issuedCard(mock);
  const state = mock.ctx.storage.snapshot();
  // Request ids stay random (G-20): the request log and the idempotency records carry them.
  const { 'mock.requests': _log, ...rest } = state;
  return rest;
}

/** The record ids of every collection, and every card number. */
function idsAndCardNumbers(state: StorageSnapshot) {
  return {
    ids: Object.fromEntries(Object.entries(state).map(([name, records]) => [name, Object.keys(records)])),
    cardNumbers: JSON.stringify(state).match(/"cardNumber":"\d+"/g),
  };
}

describe('createMock({ seed })', () => {
  it('seeds the same credentials, and the same steps make the same ids, tokens and card numbers', async () => {
    const first = testMock({ seed: 'demo' });
    const second = testMock({ seed: 'demo' });
    expect(second.config()).toEqual(first.config());
    const state = await journey(first);
    expect(await journey(second)).toEqual(state);
    expect(JSON.stringify(state)).toMatch(/"cardNumber":"\d{16}"/);
  });

  it('gives another sandbox for another seed, and a random one without', () => {
    const demo = testMock({ seed: 'demo' }).seeded;
    expect(testMock({ seed: 'demo2' }).seeded.styleB.clientSecret).not.toBe(demo.styleB.clientSecret);
    expect(testMock().seeded.styleB.clientSecret).not.toBe(testMock().seeded.styleB.clientSecret);
  });

  it('goes back to the seed on reset: the same steps make the same ids and card numbers again', async () => {
    const mock = testMock({ seed: 'demo' });
    const before = idsAndCardNumbers(await journey(mock));
    mock.reset(); // the clock runs again in real time, so only the timestamps differ
    expect(idsAndCardNumbers(await journey(mock))).toEqual(before);
  });

  it('refuses a seed together with a random source', () => {
    expect(() => testMock({ seed: 'demo', random: (bytes) => bytes.fill(1) })).toThrow(TypeError);
  });
});
