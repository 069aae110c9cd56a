import type { Clock } from '../clock';
import { DomainError } from '../errors';
import { defineCollection, indexKey, type Storage } from '../storage';
import { fingerprintDigest } from './fingerprint-digest';

/** The first response to a keyed request, kept to be replayed byte for byte. */
export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

interface IdempotencyRecord {
  id: string;
  /** The {@link fingerprintDigest} of the request, not the request itself. */
  fingerprint: string;
  response: KeptResponse | StoredResponse | undefined;
  expiresAt: number;
}

/**
 * A response as kept: the two headers every keyed response has (`content-type`, `request-id`) as plain
 * fields, the JSON content type left out. A sandbox keeps one per card, cardholder and budget created for
 * a day (bench/scale.ts): a headers object and a content-type string each are 100 bytes a record.
 */
interface KeptResponse {
  status: number;
  body: string;
  requestId: string;
  contentType?: string;
}

const JSON_TYPE = 'application/json';

function keep(response: StoredResponse): KeptResponse | StoredResponse {
  const { 'content-type': contentType, 'request-id': requestId, ...others } = response.headers;
  if (requestId === undefined || Object.keys(others).length > 0) return response;
  return {
    status: response.status,
    body: response.body,
    requestId,
    ...(contentType === undefined || contentType === JSON_TYPE ? {} : { contentType }),
  };
}

function replayed(kept: KeptResponse | StoredResponse): StoredResponse {
  if ('headers' in kept) return kept;
  const { status, body, requestId, contentType = JSON_TYPE } = kept;
  return { status, headers: { 'content-type': contentType, 'request-id': requestId }, body };
}

/**
 * Idempotency records, keyed by scope and key, in the order their keys were first used: what expired is
 * at the front, where each new key sweeps it away (DECISIONS.md G-29).
 */
export const IDEMPOTENCY_RECORDS = defineCollection<IdempotencyRecord, 'all'>({
  name: 'idempotency',
  indexes: { all: () => 'all' },
});

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
  /** `fingerprint` is the canonical request; the store keeps its digest only. */
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

  /** Drops expired records from the front of the insertion order, at most `limit` of them. */
  function sweep(limit: number): void {
    const now = clock.now();
    // The oldest first, one at a time through the index (a Map's front slows down as deletions pile up
    // there), stopping at the first live record: costs what it drops, not a scan, and one look when
    // nothing has expired (every keyed request pays that look).
    for (let dropped = 0; dropped < limit; dropped += 1) {
      const [oldest] = records.page('all', 'all', { offset: 0, limit: 1 }).items;
      if (oldest === undefined || oldest.expiresAt > now) return;
      records.delete(oldest.id);
    }
  }

  return {
    begin(scope, key, request) {
      const id = indexKey(scope, key);
      const fingerprint = fingerprintDigest(request);
      const existing = records.get(id);
      if (existing && existing.expiresAt > clock.now()) {
        if (existing.fingerprint !== fingerprint) {
          throw new DomainError(
            'idempotency_mismatch',
            'Idempotency-Key was already used with a different request',
            {
              field: 'Idempotency-Key',
            },
          );
        }
        if (!existing.response) {
          throw new DomainError(
            'idempotency_in_flight',
            'a request with this Idempotency-Key is still in progress',
            {
              field: 'Idempotency-Key',
            },
          );
        }
        return { kind: 'replay', response: replayed(existing.response) };
      }
      // An expired record goes, so the new one joins the back of the order the sweep walks.
      if (existing) records.delete(id);
      sweep(SWEEP_PER_KEY);
      records.put(id, { id, fingerprint, response: undefined, expiresAt: clock.now() + ttlMs });
      let settled = false;
      return {
        kind: 'proceed',
        complete(response) {
          if (settled) return;
          settled = true;
          records.put(id, { id, fingerprint, response: keep(response), expiresAt: clock.now() + ttlMs });
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
