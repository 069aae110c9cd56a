import { describe, expect, it } from 'vitest';
import { LoggedRequest } from './logged-request';
import { captureExchange, EXCHANGE_BODY_LIMIT, recordExchange } from './request-exchange';

const fields = {
  id: 'r1',
  at: '2026-01-01T00:00:00.000Z',
  style: 'b' as const,
  method: 'POST',
  path: '/v1/budgets',
  status: 200,
  durationMs: 1,
  traceId: null,
};

function captured(requestText: string | null, answerText: string | null) {
  const request = new Request('http://x/style-b/v1/budgets?accountId=a1&token=secret', {
    method: 'POST',
    headers: { 'x-access-token': 'tok_secret', 'content-type': 'application/json' },
    body: requestText,
  });
  const answer = { headers: { 'content-type': 'application/json' }, text: answerText };
  return captureExchange(request, '/style-b/v1/budgets', requestText, answer);
}

describe('captureExchange', () => {
  it('keeps strings only: the URL, the headers as pairs, the texts as they are', () => {
    const capture = captured('{"cardNumber":"4111111111111111"}', '{"ok":true}');
    expect(capture.url).toBe('http://x/style-b/v1/budgets?accountId=a1&token=secret');
    expect(capture.requestHeaders).toEqual([
      'content-type',
      'application/json',
      'x-access-token',
      'tok_secret',
    ]);
    expect(capture.requestText).toBe('{"cardNumber":"4111111111111111"}');
    expect(Object.values(capture).some((value) => value instanceof Request)).toBe(false);
  });

  it('records it redacted: the token, the secret query value and the card number', () => {
    const exchange = recordExchange(captured('{"cardNumber":"4111111111111111"}', '{"ok":true}'));
    expect(exchange.url).toBe('http://x/style-b/v1/budgets?accountId=a1&token=%5BREDACTED%5D');
    expect(exchange.request.headers).toContainEqual({ name: 'x-access-token', value: '[REDACTED]' });
    expect(exchange.request.body?.text).not.toContain('4111111111111111');
    expect(exchange.response?.body?.text).toBe('{"ok":true}');
  });
});

describe('LoggedRequest', () => {
  it('records its exchange when it is first read, once, and writes it in its JSON', () => {
    const entry = new LoggedRequest(fields, captured('{"a":1}', '{"b":2}'));
    const first = entry.exchange;
    expect(entry.exchange).toBe(first);
    expect(first.request.headers).toContainEqual({ name: 'x-access-token', value: '[REDACTED]' });
    const written = JSON.parse(JSON.stringify(entry));
    expect(written).toEqual({ ...fields, exchange: JSON.parse(JSON.stringify(first)) });
    expect(JSON.stringify(entry)).not.toContain('tok_secret');
  });

  it('writes the exchange redacted even when nothing read it before', () => {
    const entry = new LoggedRequest(fields, captured('{"a":1}', null));
    const text = JSON.stringify(entry);
    expect(text).not.toContain('tok_secret');
    expect(JSON.parse(text).exchange.request.headers).toContainEqual({
      name: 'x-access-token',
      value: '[REDACTED]',
    });
  });

  it('cuts a body longer than the log keeps at once, holding no more than the cap of it', () => {
    const long = JSON.stringify({ text: 'x'.repeat(EXCHANGE_BODY_LIMIT * 2) });
    const entry = new LoggedRequest(fields, captured(long, null));
    // A snapshot's structuredClone copies the fields only: nothing of the capture travels with them.
    expect(JSON.stringify(structuredClone(entry)).length).toBeLessThan(1_000);
    expect(entry.exchange.request.body?.text?.length).toBe(EXCHANGE_BODY_LIMIT);
    expect(entry.exchange.request.body?.comment).toMatch(/^cut: /);
  });
});
