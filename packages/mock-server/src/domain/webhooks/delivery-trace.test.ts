import { describe, expect, it } from 'vitest';
import { createTestReceiver } from '../../../test/support/domain/test-receiver';
import { createClock } from '../clock';
import { createDomainContext, type DomainContext } from '../context';
import { uuid } from '../ids';
import { defineJob, scheduleJob } from '../jobs';
import { seedPartner } from '../partners';
import type { TraceCause } from '../tracing';
import { listDeliveries } from './deliveries';
import { createDeliveryEngine } from './delivery-engine';
import { addEndpoint } from './endpoints';
import { newestEvents } from './event-log';
import { RETRY_DELAYS_MS } from './retry-schedule';

// Without @opentelemetry/api loaded: the traces travel as W3C ids alone.
const T0 = Date.parse('2026-03-01T12:00:00Z');
const CAUSE: TraceCause = {
  traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
  spanId: '00f067aa0ba902b7',
  sampled: true,
};
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

const partsOf = (header: string | undefined) => {
  const match = TRACEPARENT.exec(header ?? '');
  if (!match) throw new Error(`not a traceparent: ${header}`);
  return { traceId: match[1], spanId: match[2] };
};

function emitCardEvent(ctx: DomainContext, programId: string) {
  ctx.emit({
    id: uuid(),
    style: 'b',
    type: 'CARD.UPDATED',
    at: ctx.clock.now(),
    programId,
    environment: 'sandbox',
    payload: { cardId: 'card_1', status: 'FROZEN', reasonCode: 3001 },
  });
}

function setup(status = 200) {
  const ctx = createDomainContext({ clock: createClock({ frozenAt: T0 }) });
  const { partner } = seedPartner(ctx, { name: 'Acme' });
  const receiver = { status };
  const { fetch, requests } = createTestReceiver(
    ctx.clock,
    () => new Response(null, { status: receiver.status }),
  );
  addEndpoint(ctx, { url: 'http://h/', style: 'b' });
  return { ctx, partner, receiver, fetch, requests };
}

describe('the trace of what a request causes', () => {
  it('is kept on the events emitted within it, and only those', () => {
    const { ctx, partner } = setup();
    ctx.tracer.within(CAUSE, () => emitCardEvent(ctx, partner.id));
    emitCardEvent(ctx, partner.id);
    const [untraced, traced] = newestEvents(ctx, 2);
    expect(traced?.trace).toEqual(CAUSE);
    expect(untraced?.trace).toBeUndefined();
    expect(ctx.tracer.current).toBeUndefined();
  });

  it("continues into the first attempt of each delivery, with a span id of the attempt's own", async () => {
    const { ctx, partner, fetch, requests } = setup();
    const engine = createDeliveryEngine(ctx, { fetch });
    ctx.tracer.within(CAUSE, () => emitCardEvent(ctx, partner.id));
    ctx.clock.advance(0);
    await engine.idle();
    const sent = partsOf(requests[0]?.headers.traceparent);
    expect(sent.traceId).toBe(CAUSE.traceId);
    expect(sent.spanId).not.toBe(CAUSE.spanId);
    expect(listDeliveries(ctx).items[0]?.trace).toEqual(CAUSE);
  });

  it('starts a trace of its own for each retry, which the clock started', async () => {
    const { ctx, partner, receiver, fetch, requests } = setup(500);
    const engine = createDeliveryEngine(ctx, { fetch });
    ctx.tracer.within(CAUSE, () => emitCardEvent(ctx, partner.id));
    ctx.clock.advance(0);
    await engine.idle();
    receiver.status = 200;
    ctx.clock.advance(RETRY_DELAYS_MS[1] ?? 0);
    await engine.idle();
    expect(requests).toHaveLength(2);
    const [first, retry] = requests.map((request) => partsOf(request.headers.traceparent));
    expect(first?.traceId).toBe(CAUSE.traceId);
    expect(retry?.traceId).not.toBe(CAUSE.traceId);
  });

  it('survives a restart: a delivery read back from storage still continues the trace of its event', async () => {
    const { ctx, partner, fetch, requests } = setup();
    // No engine yet: the delivery is recorded by one that stops before its first attempt.
    const before = createDeliveryEngine(ctx, { fetch });
    ctx.tracer.within(CAUSE, () => emitCardEvent(ctx, partner.id));
    before.stop();
    const saved = ctx.storage.snapshot();

    const again = createDomainContext({ clock: createClock({ frozenAt: T0 }) });
    again.storage.restore(JSON.parse(JSON.stringify(saved)));
    const engine = createDeliveryEngine(again, { fetch });
    again.clock.advance(0);
    await engine.idle();
    expect(requests).toHaveLength(1);
    expect(partsOf(requests[0]?.headers.traceparent).traceId).toBe(CAUSE.traceId);
  });
});

const noted: Array<string | undefined> = [];
const traced = defineJob<{ programId: string }>('test.trace-note', (ctx, { programId }) => {
  noted.push(ctx.tracer.current?.traceId);
  emitCardEvent(ctx, programId);
});

describe('work the clock starts', () => {
  it('remembers the trace that scheduled it, and runs in a trace of its own', () => {
    const { ctx, partner } = setup();
    ctx.tracer.within(CAUSE, () => scheduleJob(ctx, traced, T0 + 1_000, { programId: partner.id }));
    const saved = ctx.storage.snapshot();
    expect(JSON.stringify(saved)).toContain(CAUSE.traceId);
    ctx.clock.advance(1_000);
    const [event] = newestEvents(ctx, 1);
    expect(noted.at(-1)).toMatch(/^[0-9a-f]{32}$/);
    expect(noted.at(-1)).not.toBe(CAUSE.traceId);
    expect(event?.trace?.traceId).toBe(noted.at(-1));
    expect(ctx.tracer.current).toBeUndefined();
  });
});
