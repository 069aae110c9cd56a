import { describe, expect, it } from 'vitest';
import { cardPayload, kycPayload, transactionPayload } from '../../test/support/style-b-payloads';
import { createDeduplicator } from '../dedupe';
import { signStyleAWebhook } from '../style-a';
import { signStyleBWebhook } from '../style-b';
import { handleWebhook, type WebhookRequest } from './handle-webhook';

const secret = 'whsec_handler';

describe('handleWebhook with a deduplicator', () => {
  it('answers a retry that arrives during a slow handler with 409, and does the work again after that handler failed', async () => {
    const signed = await signStyleBWebhook({
      secret,
      eventType: 'KYC.UPDATED',
      payload: kycPayload,
    });
    const request: WebhookRequest = {
      body: signed.body,
      header: (name) => (signed.headers as Record<string, string>)[name] ?? null,
    };
    let finishSlow: (error: Error) => void = () => {};
    const slow = new Promise<void>((_, reject) => {
      finishSlow = reject;
    });
    const runs: string[] = [];
    let first = true;
    const options = {
      style: 'b' as const,
      secret,
      deduplicator: createDeduplicator(),
      onEvent: async () => {
        if (first) {
          first = false;
          runs.push('slow');
          await slow;
        }
        runs.push('done');
      },
    };
    const slowDelivery = handleWebhook(request, options);
    // The service gave up on the first attempt after 10 s and retries while the handler still runs.
    expect(await handleWebhook(request, options)).toEqual({
      status: 409,
      body: expect.stringContaining('being processed'),
    });
    finishSlow(new Error('database down'));
    await expect(slowDelivery).rejects.toThrow('database down');
    // The next retry does the work: answered 2xx only once it is done.
    expect(await handleWebhook(request, options)).toEqual({ status: 204, body: '' });
    expect(runs).toEqual(['slow', 'done']);
    expect(await handleWebhook(request, options)).toEqual({ status: 204, body: '' });
    expect(runs).toEqual(['slow', 'done']);
  });

  it('skips a captured delivery replayed under a new eventId', async () => {
    const signed = await signStyleBWebhook({
      secret,
      eventType: 'CARD_TRANSACTION.UPDATED',
      payload: transactionPayload,
    });
    const replayed = signed.body.replace(
      /"eventId":"[^"]+"/,
      '"eventId":"6f1e2d3c-0000-4000-8000-000000000000"',
    );
    expect(replayed).not.toBe(signed.body);
    const runs: unknown[] = [];
    const options = {
      style: 'b' as const,
      secret,
      deduplicator: createDeduplicator(),
      onEvent: (e: unknown) => runs.push(e),
    };
    for (const body of [signed.body, replayed, replayed]) {
      const header = (name: string) => ({ ...signed.headers, 'Event-Id': 'forged' })[name] ?? null;
      expect(await handleWebhook({ body, header }, options)).toEqual({ status: 204, body: '' });
    }
    expect(runs).toHaveLength(1);
  });

  it('runs every change of a card, even one back to an earlier state (frozen, unfrozen, frozen)', async () => {
    const runs: string[] = [];
    const options = {
      style: 'b' as const,
      secret,
      deduplicator: createDeduplicator(),
      onEvent: (e: { payload: unknown }) => runs.push((e.payload as { status: string }).status),
    };
    for (const status of ['FROZEN', 'ACTIVE', 'FROZEN'] as const) {
      const payload = {
        ...cardPayload,
        status,
        reasonCode: status === 'FROZEN' ? (3001 as const) : (2001 as const),
      };
      const signed = await signStyleBWebhook({ secret, eventType: 'CARD.UPDATED', payload });
      const header = (name: string) => (signed.headers as Record<string, string>)[name] ?? null;
      expect(await handleWebhook({ body: signed.body, header }, options)).toEqual({ status: 204, body: '' });
    }
    expect(runs).toEqual(['FROZEN', 'ACTIVE', 'FROZEN']);
  });

  it('answers 400 to a payload re-labelled as another event type, and does no work', async () => {
    const signed = await signStyleBWebhook({ secret, eventType: 'CARD.UPDATED', payload: cardPayload });
    const body = signed.body.replace('"CARD.UPDATED"', '"KYC.UPDATED"');
    const header = (name: string) => (signed.headers as Record<string, string>)[name] ?? null;
    const runs: unknown[] = [];
    const response = await handleWebhook(
      { body, header },
      { style: 'b', secret, onEvent: (e) => runs.push(e) },
    );
    expect(response).toEqual({ status: 400, body: expect.stringContaining('envelope says "KYC.UPDATED"') });
    expect(runs).toEqual([]);
  });
});

describe('handleWebhook with toleranceSeconds (Style A)', () => {
  it('answers 400 to an event signed long ago, and 204 without the option (replays of dead deliveries pass)', async () => {
    const signed = await signStyleAWebhook({
      secret,
      body: '{"id":"evt_old","type":"card.frozen","createdAt":"2020-01-01T00:00:00.000Z","data":{"id":"card_1"}}',
    });
    const request: WebhookRequest = { body: signed.body, header: (name) => signed.headers[name] ?? null };
    const runs: unknown[] = [];
    const options = { style: 'a' as const, secret, onEvent: (event: unknown) => runs.push(event) };
    expect(await handleWebhook(request, { ...options, toleranceSeconds: 300 })).toEqual({
      status: 400,
      body: expect.stringMatching(/^stale event: created at 2020-01-01T00:00:00.000Z/),
    });
    expect(runs).toEqual([]);
    expect(await handleWebhook(request, options)).toEqual({ status: 204, body: '' });
    expect(runs).toHaveLength(1); // Style B's createdAt is unsigned: a tolerance there would protect nothing, so it is a mistake.
    await expect(
      handleWebhook(request, { ...options, style: 'b', toleranceSeconds: 300 } as never),
    ).rejects.toThrow(/style 'a' only/);
  });
});
