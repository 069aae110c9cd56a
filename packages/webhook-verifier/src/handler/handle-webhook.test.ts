import { describe, expect, it } from 'vitest';
import { createDeduplicator } from '../dedupe';
import { signStyleBWebhook } from '../style-b';
import { handleWebhook, type WebhookRequest } from './handle-webhook';

const secret = 'whsec_handler';

describe('handleWebhook with a deduplicator', () => {
  it('answers a retry that arrives during a slow handler with 409, and does the work again after that handler failed', async () => {
    const signed = await signStyleBWebhook({
      secret,
      eventType: 'KYC.UPDATED',
      resource: '{"status":"APPROVED"}',
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
});
