import type { DomainContext } from '../domain/context';

// Collections whose records hold secrets, tokens or card data; the state read never shows them raw.
const HIDDEN = new Set(['b.credentials', 'a.apiKeys', 'oauth.codes', 'oauth.tokens', 'idempotency']);

/**
 * The debugging read of `GET /_mock/state`: every collection as a list, minus secrets. Card records drop
 * their number and CVV; program records drop their webhook secret.
 *
 * @example
 * stateView(ctx).now; // '2026-01-01T00:00:00.000Z'
 */
export function stateView(ctx: DomainContext): Record<string, unknown> {
  const snapshot = ctx.storage.snapshot();
  const collections: Record<string, unknown[]> = {};
  for (const [name, records] of Object.entries(snapshot)) {
    if (HIDDEN.has(name)) continue;
    collections[name] = Object.values(records).map(redact);
  }
  return {
    now: new Date(ctx.clock.now()).toISOString(),
    idempotencyKeys: ctx.idempotency.count(),
    collections,
  };
}

const SECRET_FIELDS = new Set([
  'cardNumber',
  'pan',
  'cvv',
  'webhookSecret',
  'clientSecret',
  'secret',
  'token',
  'accessToken',
]);

function redact(record: unknown): unknown {
  if (typeof record !== 'object' || record === null) return record;
  return Object.fromEntries(Object.entries(record).filter(([key]) => !SECRET_FIELDS.has(key)));
}
