import { describe, expect, it } from 'vitest';
import { sendAttempt, TimeoutError } from './send-attempt';

const GET = { url: 'https://api.test/v1/cards/c1?accountId=a1', method: 'GET', headers: { 'x-a': '1' } };

// A fetch that never answers until its signal aborts, then rejects with the abort's reason.
const hanging = (seen: AbortSignal[]) => (_input: string | Request, init?: RequestInit) =>
  new Promise<Response>((_, reject) => {
    const signal = init?.signal ?? (_input as Request).signal;
    seen.push(signal as AbortSignal);
    signal?.addEventListener('abort', () => reject(signal.reason));
  });

describe('sendAttempt', () => {
  it('hands fetch the URL and a RequestInit, never a Request, for a method’s call', async () => {
    const calls: unknown[][] = [];
    const response = await sendAttempt(
      async (input, init) => {
        calls.push([input, init?.method, init?.headers, init?.body, init?.signal instanceof AbortSignal]);
        return new Response('{}');
      },
      { ...GET, method: 'POST', body: '{"a":1}' },
      1_000,
      undefined,
    );
    expect(response.status).toBe(200);
    expect(calls).toEqual([[GET.url, 'POST', { 'x-a': '1' }, '{"a":1}', true]]);
  });

  it('re-makes a client.raw Request with the attempt’s signal, body included', async () => {
    const request = new Request('https://api.test/v1/cards', { method: 'POST', body: 'x' });
    let sent: Request | undefined;
    await sendAttempt(
      async (input) => {
        sent = input as Request;
        return new Response(null, { status: 204 });
      },
      request,
      1_000,
      undefined,
    );
    expect(sent).toBeInstanceOf(Request);
    expect([sent?.url, sent?.method, await sent?.text(), sent?.signal.aborted]).toEqual([
      'https://api.test/v1/cards',
      'POST',
      'x',
      false,
    ]);
  });

  it('rejects with a TimeoutError at the deadline and aborts the attempt', async () => {
    const seen: AbortSignal[] = [];
    const error = await sendAttempt(hanging(seen), GET, 10, undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).name).toBe('TimeoutError');
    expect(seen[0]?.aborted).toBe(true);
  });

  it('gives up at the deadline even when fetch ignores the abort', async () => {
    const error = await sendAttempt(() => new Promise<Response>(() => {}), GET, 10, undefined).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TimeoutError);
  });

  it('follows the caller’s signal: aborted before, or during the attempt', async () => {
    const before = new AbortController();
    before.abort(new Error('stop'));
    let called = false;
    const early = await sendAttempt(
      async () => {
        called = true;
        return new Response('{}');
      },
      GET,
      1_000,
      before.signal,
    ).catch((e: unknown) => e);
    expect([(early as Error).message, called]).toEqual(['stop', false]);

    const during = new AbortController();
    const seen: AbortSignal[] = [];
    const pending = sendAttempt(hanging(seen), GET, 1_000, during.signal).catch((e: unknown) => e);
    during.abort(new Error('user abort'));
    expect(((await pending) as Error).message).toBe('user abort');
    expect(seen[0]?.aborted).toBe(true);
  });

  it('passes on what fetch throws (a network failure is fetch’s TypeError)', async () => {
    const failure = new TypeError('fetch failed');
    const error = await sendAttempt(
      async () => {
        throw failure;
      },
      GET,
      1_000,
      undefined,
    ).catch((e: unknown) => e);
    expect(error).toBe(failure);
  });
});
