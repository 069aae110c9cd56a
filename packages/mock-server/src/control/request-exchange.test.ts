import { describe, expect, it } from 'vitest';
import { EXCHANGE_BODY_LIMIT, type RecordedExchange, withLazyExchange } from './request-exchange';

describe('withLazyExchange', () => {
  const made = (): RecordedExchange => ({
    url: 'http://x/y',
    request: { headers: [], body: null },
    response: null,
  });

  it('makes the exchange when it is first read, once, and keeps it as a plain value', () => {
    let calls = 0;
    const entry = withLazyExchange({ id: 'r1' }, () => {
      calls += 1;
      return made();
    });
    expect(calls).toBe(0);
    expect(entry.exchange.url).toBe('http://x/y');
    expect(JSON.parse(JSON.stringify(entry))).toEqual({ id: 'r1', exchange: made() });
    expect(calls).toBe(1);
  });

  it('makes it at once when a body is longer than the log keeps', () => {
    let calls = 0;
    withLazyExchange({ id: 'r2' }, () => {
      calls += 1;
      return made();
    }, [null, 'x'.repeat(EXCHANGE_BODY_LIMIT + 1)]);
    expect(calls).toBe(1);
  });
});
