import { describe, expect, it, vi } from 'vitest';
import { kycPayload } from '../../test/support/style-b-payloads';
import { signStyleBWebhook } from '../style-b';
import { openTelemetry } from '../tracing';
import { handleWebhook, type WebhookEventOf } from './handle-webhook';

// As when the optional peer is not installed: its import fails.
vi.mock('@opentelemetry/api', () => {
  throw new Error('Cannot find package @opentelemetry/api');
});

describe('handleWebhook without @opentelemetry/api', () => {
  it('still hands onEvent the trace id of the delivery’s traceparent, and looks for the API once', async () => {
    const signed = await signStyleBWebhook({
      secret: 'whsec_x',
      eventType: 'KYC.UPDATED',
      payload: kycPayload,
    });
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const headers: Record<string, string> = { ...signed.headers, traceparent };
    const seen: Array<WebhookEventOf<'b'>> = [];
    const request = { body: signed.body, header: (name: string) => headers[name] ?? null };
    await handleWebhook(request, { style: 'b', secret: 'whsec_x', onEvent: (event) => seen.push(event) });
    expect(openTelemetry()).toBeNull();
    await handleWebhook(request, { style: 'b', secret: 'whsec_x', onEvent: (event) => seen.push(event) });
    expect(seen.map((event) => event.traceId)).toEqual([
      '4bf92f3577b34da6a3ce929d0e0e4736',
      '4bf92f3577b34da6a3ce929d0e0e4736',
    ]);
  });
});
