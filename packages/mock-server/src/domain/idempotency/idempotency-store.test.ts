import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClock } from '../clock';
import { catchDomainError, DomainError, type DomainErrorKind } from '../errors';
import { createMemoryStorage, indexKey } from '../storage';
import { fingerprintDigest } from './fingerprint-digest';
import {
  createIdempotencyStore,
  IDEMPOTENCY_RECORDS,
  type IdempotencyOutcome,
  type StoredResponse,
} from './idempotency-store';

const DAY = 86_400_000;
const ok = (body: string): StoredResponse => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body,
});

function setup() {
  const clock = createClock({ frozenAt: 0 });
  return { clock, store: createIdempotencyStore(createMemoryStorage(), clock) };
}

const kindOf = (fn: () => unknown): DomainErrorKind | undefined => catchDomainError(fn)?.kind;

function proceed(outcome: IdempotencyOutcome) {
  if (outcome.kind !== 'proceed') throw new Error(`expected proceed, got ${outcome.kind}`);
  return outcome;
}

describe('idempotency store', () => {
  it('replays the first response for the same request', () => {
    const { store } = setup();
    proceed(store.begin('p1:POST /v1/budgets', 'k1', '{"name":"ops"}')).complete(ok('{"id":1}'));
    expect(store.begin('p1:POST /v1/budgets', 'k1', '{"name":"ops"}')).toEqual({
      kind: 'replay',
      response: ok('{"id":1}'),
    });
  });

  it('refuses the same key with another request, naming the header', () => {
    const { store } = setup();
    proceed(store.begin('s', 'k1', 'a')).complete(ok('1'));
    try {
      store.begin('s', 'k1', 'b');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).kind).toBe('idempotency_mismatch');
      expect((error as DomainError).field).toBe('Idempotency-Key');
    }
  });

  it('refuses a concurrent request with the key while the first is in flight', () => {
    const { store } = setup();
    const first = proceed(store.begin('s', 'k1', 'a'));
    expect(kindOf(() => store.begin('s', 'k1', 'a'))).toBe('idempotency_in_flight');
    first.complete(ok('1'));
    expect(store.begin('s', 'k1', 'a').kind).toBe('replay');
  });

  it('lets a retry run again after the first attempt was abandoned (a 5xx)', () => {
    const { store } = setup();
    proceed(store.begin('s', 'k1', 'a')).abandon();
    expect(store.begin('s', 'k1', 'a').kind).toBe('proceed');
  });

  it('keeps keys of different scopes apart', () => {
    const { store } = setup();
    proceed(store.begin('program-1:POST /v1/budgets', 'k', 'a')).complete(ok('1'));
    expect(store.begin('program-2:POST /v1/budgets', 'k', 'b').kind).toBe('proceed');
  });

  it('forgets a key after 24 hours on the clock', () => {
    const { clock, store } = setup();
    proceed(store.begin('s', 'k', 'a')).complete(ok('1'));
    clock.advance(DAY - 1);
    expect(store.begin('s', 'k', 'a').kind).toBe('replay');
    expect(store.count()).toBe(1);
    clock.advance(1);
    expect(store.count()).toBe(0);
    expect(store.begin('s', 'k', 'b').kind).toBe('proceed');
  });

  it('drops expired keys as new keys arrive, so a day of keys is all it holds', () => {
    const { clock, store } = setup();
    for (let i = 0; i < 100; i += 1) proceed(store.begin('s', `old-${i}`, 'a')).complete(ok(String(i)));
    clock.advance(DAY);
    for (let i = 0; i < 10; i += 1) proceed(store.begin('s', `new-${i}`, 'a')).complete(ok(String(i)));
    expect(store.size()).toBe(10);
    expect(store.count()).toBe(10);
    // A key used again after it expired starts over, and is swept in its new place.
    clock.advance(DAY);
    proceed(store.begin('s', 'new-0', 'b')).complete(ok('again'));
    expect(store.size()).toBe(1);
    expect(store.begin('s', 'new-0', 'b').kind).toBe('replay');
  });

  it('keeps an answer as one flat record: its status, body and request id, the JSON type implied', () => {
    const clock = createClock({ frozenAt: 0 });
    const storage = createMemoryStorage();
    const store = createIdempotencyStore(storage, clock);
    const answer = {
      status: 201,
      headers: { 'content-type': 'application/json', 'request-id': 'req_1' },
      body: '{"id":1}',
    };
    proceed(store.begin('s', 'k', 'a')).complete(answer);
    const record = storage.collection(IDEMPOTENCY_RECORDS).get(indexKey('s', 'k'));
    expect(record).toEqual({
      id: indexKey('s', 'k'),
      fingerprint: expect.any(Number),
      expiresAt: DAY,
      status: 201,
      body: '{"id":1}',
      requestId: 'req_1',
    });
    expect(store.begin('s', 'k', 'a')).toEqual({ kind: 'replay', response: answer });
  });

  it('replays another content type, and every header of an answer with more than the usual two', () => {
    const { store } = setup();
    const text = {
      status: 200,
      headers: { 'content-type': 'text/plain', 'request-id': 'req_2' },
      body: 'done',
    };
    const more = {
      status: 200,
      headers: { 'content-type': 'application/json', 'request-id': 'req_3', location: '/v1/x/1' },
      body: '{}',
    };
    proceed(store.begin('s', 'text', 'a')).complete(text);
    proceed(store.begin('s', 'more', 'a')).complete(more);
    expect(store.begin('s', 'text', 'a')).toEqual({ kind: 'replay', response: text });
    expect(store.begin('s', 'more', 'a')).toEqual({ kind: 'replay', response: more });
  });

  it('replays, byte for byte, records kept by the earlier nested shape (a --data-dir opened again)', () => {
    const clock = createClock({ frozenAt: 0 });
    const storage = createMemoryStorage();
    const records = storage.collection(IDEMPOTENCY_RECORDS);
    const fingerprint = fingerprintDigest('{"name":"ops"}');
    const older = [
      { status: 200, body: '{"id":1}', requestId: 'req_1' },
      { status: 200, body: 'ok', requestId: 'req_2', contentType: 'text/plain' },
      {
        status: 201,
        headers: { 'content-type': 'application/json', 'request-id': 'req_3', etag: '"1"' },
        body: '{}',
      },
    ];
    older.forEach((response, i) => {
      const id = indexKey('s', `k${i}`);
      records.put(id, { id, fingerprint, response, expiresAt: DAY } as never);
    });
    const id = indexKey('s', 'in-flight');
    records.put(id, { id, fingerprint, response: undefined, expiresAt: DAY } as never);
    const store = createIdempotencyStore(storage, clock);
    const replayOf = (key: string) => store.begin('s', key, '{"name":"ops"}');
    expect(replayOf('k0')).toEqual({
      kind: 'replay',
      response: {
        status: 200,
        headers: { 'content-type': 'application/json', 'request-id': 'req_1' },
        body: '{"id":1}',
      },
    });
    expect(replayOf('k1')).toEqual({
      kind: 'replay',
      response: { status: 200, headers: { 'content-type': 'text/plain', 'request-id': 'req_2' }, body: 'ok' },
    });
    expect(replayOf('k2')).toEqual({ kind: 'replay', response: older[2] });
    expect(kindOf(() => store.begin('s', 'k0', '{"name":"other"}'))).toBe('idempotency_mismatch');
    expect(kindOf(() => replayOf('in-flight'))).toBe('idempotency_in_flight');
  });

  it('sweeps the records it was opened on once they expire, oldest first (a --data-dir opened again)', () => {
    const clock = createClock({ frozenAt: 0 });
    const storage = createMemoryStorage();
    const first = createIdempotencyStore(storage, clock);
    for (let i = 0; i < 40; i += 1) {
      proceed(first.begin('s', `k${i}`, 'a')).complete(ok(String(i)));
      clock.advance(1_000);
    }
    const reopened = createIdempotencyStore(storage, clock);
    clock.advance(DAY - 40_000 + 20_000); // the first 21 keys have expired
    proceed(reopened.begin('s', 'new', 'a')).complete(ok('new'));
    expect(reopened.size()).toBe(41 - 21);
    expect(reopened.begin('s', 'k21', 'a').kind).toBe('replay');
  });

  it('passes over keys abandoned or gone in a reset, so the oldest live one is swept when it expires', () => {
    const clock = createClock({ frozenAt: 0 });
    const storage = createMemoryStorage();
    const store = createIdempotencyStore(storage, clock);
    const seed = storage.snapshot();
    const seedClock = clock.exportState();
    clock.advance(DAY / 2);
    proceed(store.begin('s', 'before-reset', 'a')).complete(ok('1'));
    // A reset: the records and the clock go back to the seed's; the key's place in the queue stays,
    // expiring later than anything used after the reset.
    storage.restore(seed);
    clock.importState(seedClock);
    proceed(store.begin('s', 'abandoned', 'a')).abandon();
    proceed(store.begin('s', 'live', 'a')).complete(ok('2'));
    clock.advance(DAY);
    proceed(store.begin('s', 'new', 'a')).complete(ok('3'));
    expect(store.size()).toBe(1); // 'live' swept: the dead entries queued before it did not hold the sweep
  });

  it('keeps an answer until 24 hours after its key was first used, however long the request ran', () => {
    const { clock, store } = setup();
    const first = proceed(store.begin('s', 'k', 'a'));
    clock.advance(5_000);
    first.complete(ok('1'));
    clock.advance(DAY - 5_000 - 1);
    expect(store.begin('s', 'k', 'a').kind).toBe('replay');
    clock.advance(1);
    expect(store.begin('s', 'k', 'b').kind).toBe('proceed');
  });

  it('never runs the operation twice for one key, whatever the interleaving', () => {
    type Step = { request: number; action: 'begin' | 'complete' | 'abandon' | 'tick' };
    const step = fc.record({
      request: fc.integer({ min: 0, max: 4 }),
      action: fc.constantFrom('begin' as const, 'complete' as const, 'abandon' as const, 'tick' as const),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 80 }), (steps: Step[]) => {
        const { clock, store } = setup();
        const pending = new Map<number, ReturnType<typeof proceed>>();
        let created = 0; // operations that ran to completion
        let expected: StoredResponse | undefined;
        for (const { request, action } of steps) {
          if (action === 'tick') {
            clock.advance(60_000); // well inside the 24 h window
          } else if (action === 'begin' && !pending.has(request)) {
            try {
              const outcome = store.begin('scope', 'key', 'same body');
              if (outcome.kind === 'replay') expect(outcome.response).toEqual(expected);
              else pending.set(request, outcome);
            } catch (error) {
              expect((error as DomainError).kind).toBe('idempotency_in_flight');
            }
            // At most one request may run the operation at any moment.
            expect(pending.size).toBeLessThanOrEqual(1);
          } else if (action === 'complete' && pending.has(request)) {
            created += 1;
            expected = ok(`created by ${request}`);
            pending.get(request)?.complete(expected);
            pending.delete(request);
          } else if (action === 'abandon' && pending.has(request)) {
            pending.get(request)?.abandon();
            pending.delete(request);
          }
          expect(created).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 300 },
    );
  });
});
