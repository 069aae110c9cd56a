import { afterEach, describe, expect, it } from 'vitest';
import type { Mock } from './create-mock';
import { call, styleBToken, testMock } from './test-helpers';

let mock: Mock;
afterEach(() => mock?.close());

const PAN = '4111111111111111';

describe('a card number a client puts in a path', () => {
  it('is masked in every 404 message and in /_mock/requests', async () => {
    mock = testMock();
    const token = await styleBToken(mock);
    const headers = { 'x-access-token': token };
    const paths = [
      `/style-b/v1/cards/${PAN}`,
      `/style-b/v1/nope/${PAN}`,
      `/style-a/v1/nope/${PAN}`,
      `/nope/${PAN}`,
      `/_mock/cards/4111-1111-1111-1111/nope`,
    ];
    for (const path of paths) {
      const res = await call(mock, 'GET', path, undefined, headers);
      const text = JSON.stringify(res.body);
      expect(text, path).not.toMatch(/4111.?1111.?1111/);
      if (res.status === 404 && path.includes('nope')) expect(text, path).toContain('************1111');
    }
    const log = JSON.stringify((await call(mock, 'GET', '/_mock/requests')).body);
    expect(log).not.toContain(PAN);
    expect(log).toContain('/v1/cards/************1111');
  });
});
