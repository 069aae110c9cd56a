import { describe, expect, it } from 'vitest';
import { call, testMock } from '../../test/support/test-mock';
import { createMock } from './create-mock';

const WEEK = 7 * 86_400_000;

describe('POST /_mock/reset and the clock', () => {
  it('puts an advanced clock back on real time', async () => {
    const mock = createMock();
    try {
      await call(mock, 'POST', '/_mock/clock/advance', { ms: WEEK });
      expect(mock.clock.now() - Date.now()).toBeGreaterThan(WEEK - 60_000);
      expect((await call(mock, 'POST', '/_mock/reset')).status).toBe(200);
      expect(Math.abs(mock.clock.now() - Date.now())).toBeLessThan(60_000);
      expect(mock.clock.frozen).toBe(false);
    } finally {
      mock.close();
    }
  });

  it('puts a frozen, advanced clock back on real time, running', async () => {
    const mock = testMock();
    await call(mock, 'POST', '/_mock/clock/freeze');
    await call(mock, 'POST', '/_mock/clock/advance', { ms: WEEK });
    await call(mock, 'POST', '/_mock/reset');
    expect(mock.clock.frozen).toBe(false);
    expect(Math.abs(mock.clock.now() - Date.now())).toBeLessThan(60_000);
  });
});
