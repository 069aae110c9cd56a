import { afterEach, describe, expect, it } from 'vitest';
import { styleAToken } from '../../test/support/style-a-journey';
import { call, styleBToken, testMock } from '../../test/support/test-mock';
import type { Mock } from './create-mock';

let mock: Mock;
afterEach(() => mock?.close());

const PAN = '4111111111111111';
const FULL = /4111.?1111.?1111.?1111/;

describe('a card number a client puts in a path or a field', () => {
  it('is masked in every error message and in /_mock/requests', async () => {
    mock = testMock();
    const b = { 'x-access-token': await styleBToken(mock) };
    const a = { authorization: `Bearer ${await styleAToken(mock, 'ORG_ADMIN')}` };
    const calls: Array<[string, string, Record<string, string>, unknown?]> = [
      ['GET', `/style-b/v1/cards/${PAN}`, b],
      ['POST', `/style-b/v1/cards/${PAN}/freeze`, b, {}],
      ['PUT', `/style-b/v1/cards/${PAN}`, b, { label: 'x' }],
      ['GET', `/style-b/v1/nope/${PAN}`, b],
      ['GET', `/style-a/v1/cards/${PAN}`, a],
      ['POST', `/style-a/v1/cards/${PAN}/freeze`, a, {}],
      ['GET', `/style-a/v1/nope/${PAN}`, a],
      ['GET', `/nope/${PAN}`, {}],
      ['GET', '/_mock/cards/4111-1111-1111-1111/nope', {}],
      ['POST', `/_mock/cards/${PAN}/freeze`, {}],
      ['POST', '/_mock/simulate/authorize', {}, { cardId: PAN, amount: '1.00' }],
    ];
    for (const [method, path, headers, body] of calls) {
      const res = await call(mock, method, path, body, headers);
      const text = JSON.stringify(res.body);
      expect(res.status, `${method} ${path}: ${text}`).toBeGreaterThanOrEqual(400);
      expect(text, `${method} ${path}`).not.toMatch(FULL);
      if (path.includes('nope')) expect(text, path).toContain('************1111');
    }
    const log = JSON.stringify((await call(mock, 'GET', '/_mock/requests?limit=500')).body);
    expect(log).not.toMatch(FULL);
    expect(log).toContain('/v1/cards/************1111');
  });
});
