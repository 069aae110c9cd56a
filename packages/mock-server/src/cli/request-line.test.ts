import { describe, expect, it } from 'vitest';
import { requestLine } from './request-line';

const line = (url: string, status: number | null = 200) =>
  requestLine(new Request(url), status, 2.6).replace(/^\S+ /, '');

describe('requestLine', () => {
  it('logs the method, the path without its query, the status and the rounded time', () => {
    expect(line('http://127.0.0.1:4010/style-b/v1/card-list?accountId=acc_1&cardId=c')).toBe(
      'GET /style-b/v1/card-list 200 3ms',
    );
    expect(line('http://[::1]:4010/style-a/v1/cards#top', 404)).toBe('GET /style-a/v1/cards 404 3ms');
    expect(line('http://127.0.0.1:4010?x=1')).toBe('GET / 200 3ms');
  });

  it('masks a card number in the path', () => {
    expect(line('http://127.0.0.1:4010/style-b/v1/cards/4111111111111111?x=1', 401)).toBe(
      'GET /style-b/v1/cards/************1111 401 3ms',
    );
  });

  it('starts with an ISO time and says when the connection was dropped', () => {
    expect(requestLine(new Request('http://localhost/_mock/state'), null, 0)).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z GET \/_mock\/state dropped 0ms$/,
    );
  });

  it('ends with the trace id of a valid traceparent', () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    expect(
      requestLine(new Request('http://localhost/style-a/v1/cards', { headers: { traceparent } }), 200, 1),
    ).toMatch(/ GET \/style-a\/v1\/cards 200 1ms trace=4bf92f3577b34da6a3ce929d0e0e4736$/);
    const invalid = { traceparent: 'nope' };
    expect(requestLine(new Request('http://localhost/x', { headers: invalid }), 200, 1)).toMatch(/ 200 1ms$/);
  });
});
