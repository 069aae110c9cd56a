import { createSandbox } from '@card-issuance/mock-server/client';
import { createFetchWebhookHandler } from '@card-issuance/webhook-verifier/fetch';
import { context, type SpanContext, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStyleBClient } from '../src';
import { onboard } from './support/onboard';
import { CONTROL, control, FAST_RETRY, frozenMock } from './support/setup';

// One trace, end to end: an SDK call (its CLIENT span) → the mock (its SERVER span, the event it emits)
// → the webhook delivery (the mock's CLIENT span, the `traceparent` it sends) → the verifier's handler
// (its CONSUMER span, and `event.traceId` handed to onEvent). The receiver is the verifier's fetch handler,
// called in-process through the mock's `webhookFetch`.
const exporter = new InMemorySpanExporter();
const received: Array<{ eventType: string; traceId: string | undefined }> = [];
const receiver = { status: 204 };
let secret = '';
const handler = (request: Request) =>
  createFetchWebhookHandler({
    style: 'b',
    secret,
    onEvent: (event) => {
      received.push({ eventType: event.eventType, traceId: event.traceId });
    },
  })(request);
const mock = frozenMock({
  webhookUrl: 'https://receiver.example.test/hooks',
  webhookFetch: async (url, init) =>
    receiver.status === 204
      ? handler(new Request(url, init))
      : new Response(null, { status: receiver.status }),
});
const ctl = control(mock.fetch);

beforeAll(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(
    new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }),
  );
});
beforeEach(() => {
  exporter.reset();
  received.length = 0;
  receiver.status = 204;
});
afterAll(() => {
  trace.disable();
  context.disable();
  mock.close();
});

const scopeOf = (span: ReadableSpan) => span.instrumentationScope.name;
const idsOf = (span: ReadableSpan | undefined): SpanContext | undefined => span?.spanContext();

/** The spans of the CARD.CREATED delivery, from the SDK's call to the verifier's handler. */
function cardCreatedTrace() {
  const spans = exporter.getFinishedSpans();
  const delivery = spans.find(
    (span) =>
      span.name === 'webhook delivery' &&
      span.attributes['card_issuance.webhook.event_type'] === 'CARD.CREATED',
  );
  const server = spans.find((span) => idsOf(span)?.spanId === delivery?.parentSpanContext?.spanId);
  const call = spans.find((span) => idsOf(span)?.spanId === server?.parentSpanContext?.spanId);
  const handled = spans.find(
    (span) => span.name === 'receive webhook' && span.parentSpanContext?.spanId === idsOf(delivery)?.spanId,
  );
  return { delivery, server, call, handled };
}

async function expectOneTrace(sandboxId: string, virtualTime: unknown) {
  await mock.idle();
  const { delivery, server, call, handled } = cardCreatedTrace();
  const traceId = idsOf(call)?.traceId;
  expect(traceId).toMatch(/^[0-9a-f]{32}$/);
  expect(call && scopeOf(call)).toBe('@card-issuance/sdk');
  expect(server && scopeOf(server)).toBe('@card-issuance/mock-server');
  expect(server?.name).toBe(call?.name);
  expect(server?.attributes).toMatchObject({
    'card_issuance.face': 'b',
    'card_issuance.operation_id': call?.name,
    'card_issuance.sandbox_id': sandboxId,
    'card_issuance.virtual_time': virtualTime,
    'http.response.status_code': 200,
  });
  for (const span of [server, delivery, handled]) expect(idsOf(span)?.traceId).toBe(traceId);
  expect(handled?.attributes['card_issuance.webhook.event_type']).toBe('CARD.CREATED');
  expect(received.find((event) => event.eventType === 'CARD.CREATED')?.traceId).toBe(traceId);
}

/** A Style B client of the mock's own sandbox, through its `fetch`. */
function rootClient() {
  return createStyleBClient({
    baseUrl: mock.config().styleB.baseUrl,
    clientId: mock.seeded.styleB.clientId,
    clientSecret: mock.seeded.styleB.clientSecret,
    fetch: mock.fetch,
    retry: FAST_RETRY,
  });
}

describe('one trace from an SDK call to the webhook handler', () => {
  it('at the root URLs', async () => {
    secret = mock.seeded.styleB.webhookSecret;
    const client = rootClient();
    await onboard(client, mock.seeded.styleB.parentAccountId, ctl.advance);
    // The root mock's clock is frozen, moved 3 s by the onboarding.
    await expectOneTrace('default', '2026-01-01T00:00:03.000Z');
  });

  it("at a sandbox's /sandboxes/{id} URLs", async () => {
    const sandbox = await createSandbox({
      url: CONTROL,
      fetch: mock.fetch as typeof fetch,
      webhookUrl: 'https://receiver.example.test/hooks',
    });
    secret = sandbox.config.styleB.webhookSecret;
    const { styleB } = sandbox.clients({ createStyleBClient });
    await onboard(styleB, sandbox.config.styleB.parentAccountId, (ms) =>
      sandbox.control.clock.advance({ ms }),
    );
    await expectOneTrace(sandbox.id, expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  });

  it('a retry, which the clock starts, is a trace of its own linked to the one that caused the event', async () => {
    secret = mock.seeded.styleB.webhookSecret;
    receiver.status = 500;
    const client = rootClient();
    await onboard(client, mock.seeded.styleB.parentAccountId, ctl.advance);
    await mock.idle();
    const { delivery: first } = cardCreatedTrace();
    receiver.status = 204;
    await ctl.advance(30_000);
    await mock.idle();
    const retry = exporter
      .getFinishedSpans()
      .find(
        (span) =>
          span.name === 'webhook delivery' &&
          span.attributes['card_issuance.webhook.event_type'] === 'CARD.CREATED' &&
          span.attributes['card_issuance.webhook.attempt'] === 2,
      );
    expect(retry?.parentSpanContext).toBeUndefined();
    expect(idsOf(retry)?.traceId).not.toBe(idsOf(first)?.traceId);
    expect(retry?.links.map((link) => link.context.traceId)).toEqual([idsOf(first)?.traceId]);
    const handled = received.find((event) => event.eventType === 'CARD.CREATED');
    expect(handled?.traceId).toBe(idsOf(retry)?.traceId);
  });
});
