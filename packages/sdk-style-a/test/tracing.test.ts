import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientFor, control, FAST_RETRY, frozenMock } from './support/setup';

// With @opentelemetry/api installed and a tracer provider registered, each call is a CLIENT span named
// after its operation, and the mock logs the trace id of the traceparent it received.
const mock = frozenMock();
const ctl = control(mock.fetch);
const exporter = new InMemorySpanExporter();
// The SDK's spans: the mock (in-process here) makes its own too, when OpenTelemetry is installed.
const sdkSpans = () =>
  exporter.getFinishedSpans().filter((span) => span.instrumentationScope.name === '@card-issuance/sdk');
const requestLog = async () =>
  (await ctl.requests()) as unknown as Array<{
    method: string;
    path: string;
    status: number;
    traceId: string | null;
  }>;

beforeEach(() => {
  trace.setGlobalTracerProvider(
    new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }),
  );
});
afterEach(() => {
  trace.disable();
  exporter.reset();
  return mock.reset();
});
afterAll(() => mock.close());

describe('OpenTelemetry', () => {
  it('makes a span per call, named after the operation, and sends its traceparent', async () => {
    const client = clientFor(mock);
    await client.programs.list();
    const spans = sdkSpans();
    expect(spans.map((span) => span.name)).toEqual(['createAccessToken', 'listPrograms']);
    const list = spans[1];
    expect(list?.kind).toBe(SpanKind.CLIENT);
    expect(list?.attributes).toMatchObject({
      'card_issuance.operation_id': 'listPrograms',
      'url.template': '/v1/programs',
      'http.request.method': 'GET',
      'http.response.status_code': 200,
      'card_issuance.retry_count': 0,
    });
    expect(list?.attributes['card_issuance.request_id']).toMatch(/\S/);
    const logged = (await requestLog()).find((entry) => entry.path === '/v1/programs');
    expect(logged?.traceId).toBe(list?.spanContext().traceId);
  });

  it('records the retries and the error code of a failed call', async () => {
    const client = clientFor(mock, { retry: FAST_RETRY });
    await client.programs.list();
    await ctl.fault({
      match: { style: 'a', method: 'GET', path: '/v1/cards/card_missing' },
      count: 1,
      effect: { type: 'status', status: 503 },
    });
    await expect(client.cards.get('card_missing')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const get = sdkSpans().find((span) => span.name === 'getCard');
    expect(get?.attributes).toMatchObject({
      'url.template': '/v1/cards/{id}',
      'http.response.status_code': 404,
      'card_issuance.retry_count': 1,
      'http.request.resend_count': 1,
      'error.type': 'NOT_FOUND',
    });
    expect(get?.status.code).toBe(SpanStatusCode.ERROR);
  });

  it('sends no traceparent when no span or context is active', async () => {
    trace.disable();
    const client = clientFor(mock);
    await client.programs.list();
    expect(exporter.getFinishedSpans()).toHaveLength(0);
    expect((await requestLog()).every((entry) => entry.traceId === null)).toBe(true);
  });
});
