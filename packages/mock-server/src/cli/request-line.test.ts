import { describe, expect, it } from 'vitest';
import { formatLine, lineFormatOf, requestFacts, requestLine } from './request-line';

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

describe('formatLine', () => {
  const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
  const facts = (status: number | null, client: 'dashboard' | null = null) =>
    requestFacts(
      new Request('http://localhost/_mock/state?x=1', { headers: { traceparent } }),
      status,
      12.4,
      client,
    );

  it('text: the plain line, marking the page a request came from', () => {
    expect(formatLine(facts(200, 'dashboard'), 'text')).toMatch(
      / GET \/_mock\/state 200 12ms trace=4bf92f3577b34da6a3ce929d0e0e4736 ui=dashboard$/,
    );
  });

  it('json: one object with the same facts, no query', () => {
    const parsed = JSON.parse(formatLine(facts(503, 'dashboard'), 'json'));
    expect(parsed).toMatchObject({
      method: 'GET',
      path: '/_mock/state',
      status: 503,
      ms: 12,
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      ui: 'dashboard',
    });
    expect(Date.parse(parsed.at)).not.toBeNaN();
    expect(JSON.parse(formatLine(facts(null), 'json'))).not.toHaveProperty('ui');
  });

  it('pretty: aligned columns, the status coloured by its family', () => {
    const plain = (text: string) => text.replaceAll(String.fromCharCode(27), '').replace(/\[\d+m/g, '');
    const ok = formatLine(facts(200), 'pretty');
    const failed = formatLine(facts(500), 'pretty');
    expect(ok).toContain('\x1b[32m    200\x1b[0m');
    expect(failed).toContain('\x1b[31m    500\x1b[0m');
    expect(formatLine(facts(null), 'pretty')).toContain('\x1b[31mdropped\x1b[0m');
    expect(plain(ok).indexOf('200')).toBe(plain(failed).indexOf('500'));
    expect(plain(ok)).toMatch(/^\d\d:\d\d:\d\d\.\d{3} GET {4}\/_mock\/state {37}200 {3}12ms/);
  });
});

describe('lineFormatOf', () => {
  it('auto: pretty on a terminal without NO_COLOR, text otherwise; an explicit format wins', () => {
    expect(lineFormatOf('auto', { isTTY: true }, {})).toBe('pretty');
    expect(lineFormatOf('auto', { isTTY: true }, { NO_COLOR: '1' })).toBe('text');
    expect(lineFormatOf('auto', {}, {})).toBe('text');
    expect(lineFormatOf('json', { isTTY: true }, {})).toBe('json');
  });
});
