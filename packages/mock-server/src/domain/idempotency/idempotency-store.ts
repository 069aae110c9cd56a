import type { Clock } from '../clock';
import { DomainError } from '../errors';
import { defineCollection, indexKey, type Storage } from '../storage';
import { ExpiryQueue } from './expiry-queue';
import { fingerprintDigest, fingerprintNumber } from './fingerprint-digest';

/** The first response to a keyed request, kept to be replayed byte for byte. */
export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One key's record, flat: the answer's status, body and `request-id` sit beside the key's own fields, so a
 * kept answer is one object and its body string (a sandbox keeps one per POST for a day: bench/README.md).
 * The JSON content type is implied; any other, or headers besides these two, are kept as they came.
 */
interface IdempotencyRecord {
  id: string;
  /**
   * The {@link fingerprintNumber} of the request, not the request itself; a hex {@link fingerprintDigest}
   * in a record kept by an earlier version of the mock (a `--data-dir` opened again).
   */
  fingerprint: number | string;
  expiresAt: number;
  /** The answer's status, once the first request completed; absent while it is in flight. */
  status?: number;
  body?: string;
  requestId?: string;
  /** Only when it is not `application/json`. */
  contentType?: string;
  /** Only when the answer had other headers than `content-type` and `request-id`: all of them. */
  headers?: Record<string, string>;
  /** How an earlier version kept the answer; read, never written. */
  response?: LegacyResponse;
}

/** The answer as records written before the flat record kept it (nested, the two headers as fields or not). */
type LegacyResponse =
  | { status: number; body: string; requestId: string; contentType?: string }
  | StoredResponse;

const JSON_TYPE = 'application/json';

/** The record of `id` holding `response`: the two usual headers as fields, any others kept as they came. */
function kept(
  id: string,
  fingerprint: number | string,
  expiresAt: number,
  response: StoredResponse,
): IdempotencyRecord {
  const { status, body, headers } = response;
  const contentType = headers['content-type'];
  const requestId = headers['request-id'];
  // Counted, not copied: every keyed answer passes here.
  let names = 0;
  for (const _ in headers) names += 1;
  if (requestId === undefined || names > (contentType === undefined ? 1 : 2))
    return { id, fingerprint, expiresAt, status, body, headers };
  return contentType === undefined || contentType === JSON_TYPE
    ? { id, fingerprint, expiresAt, status, body, requestId }
    : { id, fingerprint, expiresAt, status, body, requestId, contentType };
}

/** The answer a record replays, or undefined while its request is in flight. */
function replayed(record: IdempotencyRecord): StoredResponse | undefined {
  const { status, body } = record;
  if (status === undefined || body === undefined) return legacyReplayed(record.response);
  if (record.headers !== undefined) return { status, headers: record.headers, body };
  const { requestId = '', contentType = JSON_TYPE } = record;
  return { status, headers: { 'content-type': contentType, 'request-id': requestId }, body };
}

function legacyReplayed(response: LegacyResponse | undefined): StoredResponse | undefined {
  if (response === undefined || 'headers' in response) return response;
  const { status, body, requestId, contentType = JSON_TYPE } = response;
  return { status, headers: { 'content-type': contentType, 'request-id': requestId }, body };
}

/** Whether `record` was made by the same request: its fingerprint as numbers now, as hex digests before. */
function sameRequest(record: IdempotencyRecord, fingerprint: number, request: string): boolean {
  return typeof record.fingerprint === 'number'
    ? record.fingerprint === fingerprint
    : record.fingerprint === fingerprintDigest(request);
}

/**
 * Idempotency records, keyed by scope and key. The store queues their ids in the order their keys were
 * first used ({@link ExpiryQueue}): what expired is at the front, where each new key sweeps it away
 * (DECISIONS.md G-29).
 */
export const IDEMPOTENCY_RECORDS = defineCollection<IdempotencyRecord>({ name: 'idempotency' });

/**
 * The records a store starts with (reopened from a `--data-dir`), queued by expiry. Records a restore puts
 * back later (a reset to the seed) are not queued: they are the snapshot's few, and expire unswept.
 */
function queueOf(kept: Iterable<IdempotencyRecord>): ExpiryQueue {
  const queue = new ExpiryQueue();
  for (const record of [...kept].sort((a, b) => a.expiresAt - b.expiresAt))
    queue.push(record.id, record.expiresAt);
  return queue;
}

/** How many expired records one new key sweeps at most, so no request pays for a long pause. */
const SWEEP_PER_KEY = 32;

/** What a keyed request does next. */
export type IdempotencyOutcome =
  /** First use of the key: run the operation, then `complete` with its response (or `abandon` on a 5xx). */
  | { kind: 'proceed'; complete(response: StoredResponse): void; abandon(): void }
  /** The key was used with the same request: answer the stored response, run nothing. */
  | { kind: 'replay'; response: StoredResponse };

/**
 * Idempotency records (DECISIONS.md G-8): a key is scoped (credentials and operation), kept 24 hours on the
 * mock's clock, replays the first response for the same request, and refuses another request
 * (`idempotency_mismatch`) or a concurrent one (`idempotency_in_flight`). Expired records are dropped:
 * each new key sweeps up to 32 of the oldest (G-29), so the store holds about one day of keys.
 *
 * @example
 * const outcome = store.begin(`${programId}:POST /v1/budgets`, key, canonicalBody);
 * if (outcome.kind === 'replay') return outcome.response;
 * const response = run();
 * outcome.complete(response);
 */
export interface IdempotencyStore {
  /** `fingerprint` is the canonical request; the store keeps a 53-bit digest of it only. */
  begin(scope: string, key: string, fingerprint: string): IdempotencyOutcome;
  /** Records currently kept (expired ones excluded): a scan, for the state dump only. */
  count(): number;
  /** Records stored, expired ones not yet swept included. */
  size(): number;
}

export interface IdempotencyStoreOptions {
  /** How long a key is remembered. Default 24 hours. */
  ttlMs?: number;
}

/**
 * Creates the {@link IdempotencyStore} over the given storage and clock.
 *
 * @example
 * const store = createIdempotencyStore(storage, clock);
 */
export function createIdempotencyStore(
  storage: Storage,
  clock: Clock,
  options: IdempotencyStoreOptions = {},
): IdempotencyStore {
  const ttlMs = options.ttlMs ?? 86_400_000;
  const records = storage.collection(IDEMPOTENCY_RECORDS);

  const queue = queueOf(records.values());

  /**
   * Drops expired records from the front of the queue, at most `limit` of them. A queued id whose record
   * went (abandoned, a reset) or is another one (its key started over, queued again further back) is
   * passed over, so the front never waits on it.
   */
  function sweep(limit: number): void {
    const now = clock.now();
    queue.popWhile(limit, (id, queuedExpiry) => {
      const record = records.get(id);
      if (record === undefined || record.expiresAt !== queuedExpiry) return true;
      if (record.expiresAt > now) return false; // one look when nothing has expired: every keyed request pays it
      records.delete(id);
      return true;
    });
  }

  return {
    begin(scope, key, request) {
      const id = indexKey(scope, key);
      const fingerprint = fingerprintNumber(request);
      const existing = records.get(id);
      if (existing && existing.expiresAt > clock.now()) {
        if (!sameRequest(existing, fingerprint, request)) {
          throw new DomainError(
            'idempotency_mismatch',
            'Idempotency-Key was already used with a different request',
            {
              field: 'Idempotency-Key',
            },
          );
        }
        const response = replayed(existing);
        if (!response) {
          throw new DomainError(
            'idempotency_in_flight',
            'a request with this Idempotency-Key is still in progress',
            {
              field: 'Idempotency-Key',
            },
          );
        }
        return { kind: 'replay', response };
      }
      // An expired record goes, so the new one joins the back of the order the sweep walks.
      if (existing) records.delete(id);
      sweep(SWEEP_PER_KEY);
      // 24 hours from the key's first use: the answer, kept when it is complete, expires with it.
      const expiresAt = clock.now() + ttlMs;
      records.put(id, { id, fingerprint, expiresAt });
      queue.push(id, expiresAt);
      let settled = false;
      return {
        kind: 'proceed',
        complete(response) {
          if (settled) return;
          settled = true;
          records.put(id, kept(id, fingerprint, expiresAt, response));
        },
        abandon() {
          if (settled) return;
          settled = true;
          records.delete(id);
        },
      };
    },
    count() {
      const now = clock.now();
      let n = 0;
      for (const record of records.values()) if (record.expiresAt > now) n += 1;
      return n;
    },
    size: () => records.size,
  };
}
