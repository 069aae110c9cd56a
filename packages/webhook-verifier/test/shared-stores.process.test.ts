import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import {
  createDeduplicator,
  type DeduplicationStore,
  handleWebhook,
  type StyleBWebhookEvent,
  signStyleBWebhook,
} from '../src';
import {
  SHARED_STORE_KINDS,
  type SharedStoreServer,
  type StoreInstance,
} from './support/shared-store-fixtures';
import { kycPayload } from './support/style-b-payloads';

// Each shared store against a real server of its own (redis-server, PostgreSQL: `pnpm test` installs them
// from Debian where missing). A server that cannot start skips its tests, saying why.

const secret = 'whsec_fleet';
/** A key no other test uses, so tests share one server without meeting. */
const uniqueKey = (label: string) => `${label}-${globalThis.crypto.randomUUID()}`;

/** A promise and its settling functions: an `onEvent` still running until the test says so. */
function pending<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** A handler instance: the adapters' core over a store of its own; counts its `onEvent` runs. */
function handlerInstance(
  store: DeduplicationStore,
  onEvent: (event: StyleBWebhookEvent) => unknown = () => 0,
) {
  const deduplicator = createDeduplicator({ store });
  const handler = {
    runs: 0,
    deliver: (delivery: { body: string; headers: Record<string, string> }) =>
      handleWebhook(
        {
          body: delivery.body,
          header: (name) =>
            Object.entries(delivery.headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1],
        },
        {
          style: 'b',
          secret,
          deduplicator,
          onEvent: (event) => {
            handler.runs += 1;
            return onEvent(event);
          },
        },
      ),
  };
  return handler;
}

/** A fresh KYC delivery (a new `caseId` makes a new event, so a new de-duplication key). */
const delivery = () =>
  signStyleBWebhook({
    secret,
    eventType: 'KYC.UPDATED',
    payload: { ...kycPayload, caseId: uniqueKey('kyc') },
  });

describe.each(SHARED_STORE_KINDS)('$name', (kind) => {
  let server: SharedStoreServer | undefined;
  let reason = '';
  const instances: StoreInstance[] = [];

  beforeAll(async () => {
    const started = await kind.start();
    if (typeof started === 'string') {
      reason = `${kind.name}: ${started}`;
      console.warn(`skipped: ${reason}`);
    } else server = started;
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  /** The running server, or the test is skipped with the reason printed. */
  const running = (context: TestContext): SharedStoreServer => {
    if (!server) context.skip(reason);
    return server as SharedStoreServer;
  };
  const stores = async (shared: SharedStoreServer, count: number) => {
    const created = await Promise.all(Array.from({ length: count }, () => shared.instance()));
    instances.push(...created);
    return created;
  };

  describe('the store', () => {
    it('claims a key once across instances, then answers processing, then done once committed', async (context) => {
      const shared = running(context);
      const [a, b, c] = await stores(shared, 3);
      const key = uniqueKey('claim');
      const owners = ['owner-a', 'owner-b', 'owner-c'];
      const claims = await Promise.all(
        [a, b, c, a, b, c].map((instance, i) => instance?.store.claim(key, 60_000, owners[i % 3] as string)),
      );
      expect(claims.filter((state) => state === 'claimed')).toHaveLength(1);
      expect(claims.filter((state) => state === 'processing')).toHaveLength(5);
      const winner = owners[claims.indexOf('claimed') % 3] as string;
      await a?.store.commit(key, 60_000, winner);
      for (const instance of [a, b, c]) expect(await instance?.store.claim(key, 60_000, 'late')).toBe('done');
    });

    it("releases only the owner's claim, and a released key is claimed again", async (context) => {
      const shared = running(context);
      const [a, b] = await stores(shared, 2);
      const key = uniqueKey('release');
      expect(await a?.store.claim(key, 60_000, 'owner-a')).toBe('claimed');
      await b?.store.release(key, 'owner-b');
      expect(await b?.store.claim(key, 60_000, 'owner-b')).toBe('processing');
      await a?.store.release(key, 'owner-a');
      expect(await b?.store.claim(key, 60_000, 'owner-b')).toBe('claimed');
    });

    it("frees a lease that ran out; the late owner's release then leaves the new claim, its commit marks done", async (context) => {
      const shared = running(context);
      const [a, b, c] = await stores(shared, 3);
      const key = uniqueKey('lease');
      expect(await a?.store.claim(key, 60_000, 'owner-a')).toBe('claimed');
      await shared.expireLeases();
      expect(await b?.store.claim(key, 60_000, 'owner-b')).toBe('claimed');
      await a?.store.release(key, 'owner-a');
      expect(await c?.store.claim(key, 60_000, 'owner-c')).toBe('processing');
      // A slow first worker that succeeds after all: its work is done, so later deliveries are skipped.
      await a?.store.commit(key, 60_000, 'owner-a');
      expect(await c?.store.claim(key, 60_000, 'owner-c')).toBe('done');
      await b?.store.release(key, 'owner-b');
      expect(await c?.store.claim(key, 60_000, 'owner-c')).toBe('done');
    });

    it('forgets a committed key once its period runs out', async (context) => {
      const shared = running(context);
      const [a] = await stores(shared, 1);
      const key = uniqueKey('ttl');
      expect(await a?.store.claim(key, 60_000, 'owner-a')).toBe('claimed');
      await a?.store.commit(key, 60_000, 'owner-a');
      await a?.store.commit(key, 60_000, 'owner-a');
      expect(await a?.store.claim(key, 60_000, 'owner-b')).toBe('done');
      await shared.expireDone();
      expect(await a?.store.claim(key, 60_000, 'owner-b')).toBe('claimed');
    });

    it('keeps stores of another prefix or table apart, and survives the server forgetting its scripts', async (context) => {
      const shared = running(context);
      const [a] = await stores(shared, 1);
      const other = await shared.instance({ namespace: 'other_' });
      instances.push(other);
      const key = uniqueKey('namespace');
      expect(await a?.store.claim(key, 60_000, 'owner-a')).toBe('claimed');
      expect(await other.store.claim(key, 60_000, 'owner-b')).toBe('claimed');
      await shared.forgetScripts();
      await a?.store.release(key, 'owner-a');
      expect(await a?.store.claim(key, 60_000, 'owner-c')).toBe('claimed');
      await shared.forgetScripts();
      await a?.store.commit(key, 60_000, 'owner-c');
      expect(await a?.store.claim(key, 60_000, 'owner-d')).toBe('done');
    });
  });

  describe('several handler instances sharing the server', () => {
    it('runs onEvent once for one delivery sent to all of them at once', async (context) => {
      const shared = running(context);
      const handlers = (await stores(shared, 3)).map(({ store }) => handlerInstance(store));
      const signed = await delivery();
      const answers = await Promise.all([...handlers, ...handlers].map((handler) => handler.deliver(signed)));
      expect(handlers.reduce((runs, handler) => runs + handler.runs, 0)).toBe(1);
      expect(answers.filter(({ status }) => status === 204).length).toBeGreaterThanOrEqual(1);
      for (const { status } of answers) expect([204, 409]).toContain(status);
      // Once committed, every instance answers the repeats as duplicates.
      const repeats = await Promise.all(handlers.map((handler) => handler.deliver(signed)));
      expect(repeats.map(({ status }) => status)).toEqual([204, 204, 204]);
      expect(handlers.reduce((runs, handler) => runs + handler.runs, 0)).toBe(1);
    });

    it('loses nothing when a slow first run fails and the retry lands on another instance', async (context) => {
      const shared = running(context);
      const [a, b, c] = await stores(shared, 3);
      const slow = pending();
      const first = handlerInstance(a?.store as DeduplicationStore, () => slow.promise);
      const second = handlerInstance(b?.store as DeduplicationStore);
      const third = handlerInstance(c?.store as DeduplicationStore);
      const signed = await delivery();
      const firstAnswer = first.deliver(signed);
      await expect.poll(() => first.runs).toBe(1);
      // The service's retry, past its 10 s deadline, while the first run still works: retryable, not done.
      expect(await second.deliver(signed)).toMatchObject({ status: 409 });
      slow.reject(new Error('database down'));
      await expect(firstAnswer).rejects.toThrow('database down');
      expect(await third.deliver(signed)).toEqual({ status: 204, body: '' });
      expect(await second.deliver(signed)).toEqual({ status: 204, body: '' });
      expect([first.runs, second.runs, third.runs]).toEqual([1, 0, 1]);
    });

    it('runs once after the lease of an instance killed mid-work runs out', async (context) => {
      const shared = running(context);
      const [a, b, c] = await stores(shared, 3);
      const never = pending();
      const killed = handlerInstance(a?.store as DeduplicationStore, () => never.promise);
      const survivor = handlerInstance(b?.store as DeduplicationStore);
      const another = handlerInstance(c?.store as DeduplicationStore);
      const signed = await delivery();
      void killed.deliver(signed).catch(() => undefined);
      await expect.poll(() => killed.runs).toBe(1);
      await a?.kill();
      // Its lease still holds the event: a retry is refused as in progress, nothing is acknowledged.
      expect(await survivor.deliver(signed)).toMatchObject({ status: 409 });
      await shared.expireLeases();
      expect(await survivor.deliver(signed)).toEqual({ status: 204, body: '' });
      expect(await another.deliver(signed)).toEqual({ status: 204, body: '' });
      expect([survivor.runs, another.runs]).toEqual([1, 0]);
    });

    it('answers an error, never a 2xx, when its store is cut off or the server stalls; the retry runs once', async (context) => {
      const shared = running(context);
      const [a, b] = await stores(shared, 2);
      const cut = handlerInstance(a?.store as DeduplicationStore);
      const healthy = handlerInstance(b?.store as DeduplicationStore);
      const signed = await delivery();
      await a?.kill();
      // The handler throws: the adapters answer 500 and the service retries.
      await expect(cut.deliver(signed)).rejects.toThrow();
      const stalled = await shared.instance({ timeoutMs: 100 });
      instances.push(stalled);
      const slow = handlerInstance(stalled.store);
      const resume = await shared.stall();
      try {
        await expect(slow.deliver(signed)).rejects.toThrow(/did not answer within 100 ms/);
      } finally {
        await resume();
      }
      // The claim the server held lands once it resumes: a lease, which answers 409 until it runs out.
      await stalled.settled();
      expect(await healthy.deliver(signed)).toMatchObject({ status: 409 });
      await shared.expireLeases();
      expect(await healthy.deliver(signed)).toEqual({ status: 204, body: '' });
      expect([cut.runs, slow.runs, healthy.runs]).toEqual([0, 0, 1]);
    });
  });
});
