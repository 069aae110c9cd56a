import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { kycPayload } from '../../test/support/style-b-payloads';
import { signStyleAWebhook } from '../style-a';
import { signStyleBWebhook } from '../style-b';
import { handleWebhook, type WebhookEventOf, type WebhookRequest } from './handle-webhook';

const secret = 'whsec_trace';
const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';
const exporter = new InMemorySpanExporter();
const contextManager = new AsyncLocalStorageContextManager();

async function delivery(traceparent?: string): Promise<WebhookRequest> {
  const signed = await signStyleBWebhook({ secret, eventType: 'KYC.UPDATED', payload: kycPayload });
  const headers: Record<string, string> = { ...signed.headers, ...(traceparent ? { traceparent } : {}) };
  return { body: signed.body, header: (name) => headers[name] ?? headers[name.toLowerCase()] ?? null };
}

beforeAll(() => {
  context.setGlobalContextManager(contextManager.enable());
});
afterEach(() => {
  trace.disable();
  exporter.reset();
});
afterAll(() => {
  context.disable();
});

describe('handleWebhook continues the delivery’s trace', () => {
  it('hands onEvent the traceparent’s trace id, OpenTelemetry installed but not recording', async () => {
    const seen: Array<WebhookEventOf<'b'>> = [];
    const options = {
      style: 'b' as const,
      secret,
      onEvent: (event: WebhookEventOf<'b'>) => seen.push(event),
    };
    expect(await handleWebhook(await delivery(`00-${TRACE}-${CALLER_SPAN}-01`), options)).toEqual({
      status: 204,
      body: '',
    });
    await handleWebhook(await delivery(), options);
    expect(seen[0]?.traceId).toBe(TRACE);
    expect(seen[0]?.eventType).toBe('KYC.UPDATED');
    expect(seen[1]).not.toHaveProperty('traceId');
  });

  it('makes a CONSUMER span, a child of the delivery’s, around onEvent, which sees it active', async () => {
    trace.setGlobalTracerProvider(
      new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }),
    );
    let active: string | undefined;
    let handed: string | undefined;
    const options = {
      style: 'b' as const,
      secret,
      onEvent: (event: WebhookEventOf<'b'>) => {
        active = trace.getActiveSpan()?.spanContext().spanId;
        handed = event.traceId;
      },
    };
    await handleWebhook(await delivery(`00-${TRACE}-${CALLER_SPAN}-01`), options);
    const [span] = exporter.getFinishedSpans();
    expect(span?.name).toBe('receive webhook');
    expect(span?.kind).toBe(SpanKind.CONSUMER);
    expect(span?.spanContext().traceId).toBe(TRACE);
    expect(span?.parentSpanContext?.spanId).toBe(CALLER_SPAN);
    expect(span?.attributes).toMatchObject({
      'card_issuance.webhook.style': 'b',
      'card_issuance.webhook.event_type': 'KYC.UPDATED',
      'http.response.status_code': 204,
    });
    expect(active).toBe(span?.spanContext().spanId);
    expect(handed).toBe(TRACE);
  });

  it('records a refused delivery and a failing onEvent as errors', async () => {
    trace.setGlobalTracerProvider(
      new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }),
    );
    const signed = await signStyleAWebhook({ secret, body: '{"id":"evt_1","type":"card.activated"}' });
    const refused = await handleWebhook(
      { body: signed.body, header: () => null },
      { style: 'a', secret, onEvent: () => undefined },
    );
    expect(refused.status).toBe(400);
    const failing = handleWebhook(await delivery(), {
      style: 'b',
      secret,
      onEvent: () => {
        throw new Error('database down');
      },
    });
    await expect(failing).rejects.toThrow('database down');
    const [first, second] = exporter.getFinishedSpans();
    expect(first?.attributes['http.response.status_code']).toBe(400);
    expect(second?.status.code).toBe(SpanStatusCode.ERROR);
    expect(second?.attributes['error.type']).toBe('Error');
  });
});
