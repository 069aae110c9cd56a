import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { context, SpanKind, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../domain';
import { createSqliteStorage } from '../node';
import { control, styleBCard } from '../testing';
import { createMock, type Mock } from './create-mock';

// The mock's spans with an OpenTelemetry SDK registered (in-memory exporter): per request, per webhook
// attempt, per job; and the trace an event keeps in a store on disk, followed by a retry after a restart.
const T0 = Date.parse('2026-01-01T00:00:00Z');
const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const traceparent = `00-${TRACE}-00f067aa0ba902b7-01`;
const exporter = new InMemorySpanExporter();
const mocks: Mock[] = [];
let folder: string | undefined;

beforeAll(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(
    new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }),
  );
});
afterEach(() => {
  for (const mock of mocks.splice(0)) mock.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
  exporter.reset();
});
afterAll(() => {
  trace.disable();
  context.disable();
});

/** A fetch that sends `traceparent` with every request. */
const tracedFetch =
  (mock: Mock) =>
  (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set('traceparent', traceparent);
    return mock.fetch(input, { ...init, headers });
  };

const serverSpans = () => exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.SERVER);
const attemptSpans = (eventType: string, attempt: number) =>
  exporter
    .getFinishedSpans()
    .filter(
      (span) =>
        span.name === 'webhook delivery' &&
        span.attributes['card_issuance.webhook.event_type'] === eventType &&
        span.attributes['card_issuance.webhook.attempt'] === attempt,
    );

function frozenMock(options: Parameters<typeof createMock>[0] = {}): Mock {
  const mock = createMock({ clock: createClock({ frozenAt: T0 }), ...options });
  mocks.push(mock);
  return mock;
}

describe('a span per request', () => {
  it.each([
    ['the root URLs', undefined],
    ["a sandbox's /sandboxes/{id} URLs", 'sandbox'],
  ])(
    "at %s: the caller's trace, the operation, the sandbox, the virtual time, the status and the error code",
    async (_name, form) => {
      const mock = frozenMock();
      let config = mock.config();
      let sandboxId = 'default';
      if (form) {
        const made = await mock.fetch(`${config.controlUrl}/sandboxes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        const sandbox = ((await made.json()) as { data: typeof config & { id: string } }).data;
        config = sandbox;
        sandboxId = sandbox.id;
      }
      const fetch = tracedFetch(mock);
      const { token, accountId } = await styleBCard({ fetch, config });
      const missing = await fetch(`${config.styleB.baseUrl}/v1/cards/card_missing?accountId=${accountId}`, {
        headers: { 'x-access-token': token },
      });
      expect(missing.status).toBe(404);
      const spans = serverSpans();
      const refused = spans.find(
        (span) => span.attributes['http.response.status_code'] === 404,
      ) as ReadableSpan;
      expect(refused.name).toBe('getCardSecrets');
      expect(refused.spanContext().traceId).toBe(TRACE);
      expect(refused.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
      expect(refused.attributes).toMatchObject({
        'card_issuance.face': 'b',
        'card_issuance.operation_id': 'getCardSecrets',
        'card_issuance.sandbox_id': sandboxId,
        'http.response.status_code': 404,
        'card_issuance.error_code': '40404',
        'error.type': '40404',
      });
      expect(String(refused.attributes['card_issuance.virtual_time'])).toMatch(/^\d{4}-\d\d-\d\dT/);
      // The control API's requests are spans too.
      expect(spans.some((span) => span.attributes['card_issuance.face'] === 'control')).toBe(true);
    },
  );

  it('makes a span per job, a root linked to the request that scheduled it', async () => {
    const mock = frozenMock();
    const fetch = tracedFetch(mock);
    await styleBCard({ fetch, config: mock.config() });
    const jobs = exporter.getFinishedSpans().filter((span) => span.name.startsWith('run '));
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      expect(job.parentSpanContext).toBeUndefined();
      expect(job.spanContext().traceId).not.toBe(TRACE);
      expect(job.links.map((link) => link.context.traceId)).toEqual([TRACE]);
    }
  });
});

describe('the trace an event keeps, with --data-dir', () => {
  it('links the retry after a restart to the request that caused the event', async () => {
    folder = mkdtempSync(join(tmpdir(), 'request-trace-'));
    const path = join(folder, 'mock.db');
    const sent: string[] = [];
    const receiver = (status: number) => async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers).get('traceparent') ?? '');
      return new Response(null, { status });
    };
    const webhookUrl = 'https://receiver.example.test/hooks';
    const storage = createSqliteStorage(path);
    const first = frozenMock({ storage, webhookUrl, webhookFetch: receiver(500) });
    await styleBCard({ fetch: tracedFetch(first), config: first.config() });
    await first.idle();
    const [firstAttempt] = attemptSpans('CARD.CREATED', 1);
    expect(firstAttempt?.spanContext().traceId).toBe(TRACE);
    expect(sent.some((header) => header.startsWith(`00-${TRACE}-`))).toBe(true);
    first.close();
    storage.close();
    mocks.splice(0);

    const reopened = createSqliteStorage(path);
    const again = frozenMock({ storage: reopened, webhookUrl, webhookFetch: receiver(204) });
    sent.length = 0;
    await control({ fetch: again.fetch, config: again.config() }).advance(60_000);
    await again.idle();
    const [retry] = attemptSpans('CARD.CREATED', 2);
    expect(retry?.parentSpanContext).toBeUndefined();
    expect(retry?.links.map((link) => link.context.traceId)).toEqual([TRACE]);
    expect(sent.some((header) => header.startsWith(`00-${retry?.spanContext().traceId}-`))).toBe(true);
    again.close();
    reopened.close();
    mocks.splice(0);
  });
});
