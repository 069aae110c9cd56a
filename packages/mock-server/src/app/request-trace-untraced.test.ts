import { openTelemetry } from '@card-issuance/webhook-verifier/tracing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClock } from '../domain';
import { styleBCard } from '../testing';
import { createMock, type Mock } from './create-mock';

// As when the optional peer is not installed: its import fails, and the trace travels as W3C ids alone.
vi.mock('@opentelemetry/api', () => {
  throw new Error('Cannot find package @opentelemetry/api');
});

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
let mock: Mock | undefined;
afterEach(() => mock?.close());

function receivingMock(sent: Array<{ type: string; traceparent: string | null }>) {
  return createMock({
    clock: createClock({ frozenAt: Date.parse('2026-01-01T00:00:00Z') }),
    webhookUrl: 'https://receiver.example.test/hooks',
    webhookFetch: async (_url, init) => {
      const body = JSON.parse(String(init.body)) as { eventType: string };
      sent.push({ type: body.eventType, traceparent: new Headers(init.headers).get('traceparent') });
      return new Response(null, { status: 204 });
    },
  });
}

describe('without @opentelemetry/api', () => {
  it("sends the caller's trace id with the deliveries of what a request caused, a span id of their own", async () => {
    const sent: Array<{ type: string; traceparent: string | null }> = [];
    mock = receivingMock(sent);
    const current = mock;
    const fetch = (input: string | URL | Request, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('traceparent', `00-${TRACE}-00f067aa0ba902b7-01`);
      return current.fetch(input, { ...init, headers });
    };
    await styleBCard({ fetch, config: mock.config() });
    await mock.idle();
    expect(openTelemetry()).toBeNull();
    const created = sent.find((delivery) => delivery.type === 'CARD.CREATED');
    expect(created?.traceparent).toMatch(new RegExp(`^00-${TRACE}-[0-9a-f]{16}-01$`));
    expect(created?.traceparent).not.toContain('00f067aa0ba902b7');
  });

  it('starts a trace for each delivery of an untraced request', async () => {
    const sent: Array<{ type: string; traceparent: string | null }> = [];
    mock = receivingMock(sent);
    await styleBCard({ fetch: mock.fetch, config: mock.config() });
    await mock.idle();
    const created = sent.find((delivery) => delivery.type === 'CARD.CREATED');
    expect(created?.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(created?.traceparent).not.toContain(TRACE);
  });
});
