/**
 * A reference to a real id, resolved when the request is sent: the arbitraries are drawn before the ids
 * exist, so a request names the kind of record it wants and how to pick one.
 */
export interface IdRef {
  readonly idRef: string;
  /** `context`: the run's chosen fixture first; `pool`: any id of the kind seen so far; `any`: any kind. */
  readonly mode: 'context' | 'pool' | 'any';
  readonly pick: number;
  /** What to send when no id of the kind is known yet. */
  readonly fallback: unknown;
}

export const isIdRef = (value: unknown): value is IdRef =>
  typeof value === 'object' && value !== null && 'idRef' in value;

const SYNONYMS: Record<string, string> = {
  cardtransaction: 'transaction',
  spendcontrol: 'control',
  budgetcard: 'card',
  cardlist: 'card',
  wallets: 'wallet',
};

// Values a client chooses itself, though named like ids: each valid request sends a new one.
const CLIENT_CHOSEN = new Set(['clientTransactionId', 'referenceId', 'requestId']);
// Credentials and tokens the run has seen, by the field that carries them.
const NAMED: Record<string, string> = {
  client_secret: 'secret',
  clientSecret: 'secret',
  code: 'code',
  cursor: 'cursor',
  next_cursor: 'cursor',
};

const ACTIONS = new Set(['submit', 'activate', 'freeze', 'unfreeze', 'fund', 'defund', 'init', 'kyc']);

function collectionKind(segment: string): string {
  const joined = segment.replace(/-/g, '');
  const singular = joined.endsWith('ies') ? `${joined.slice(0, -3)}y` : joined.replace(/s$/, '');
  return SYNONYMS[singular] ?? singular;
}

/**
 * The kind of record a field or parameter names: `cardId`, `card_id` and `{cardId}` are all `card`;
 * `id` takes the kind of the operation's resource (`/v1/cards/{id}/freeze` is a card).
 *
 * @example
 * entityOf('parentAccountId'); // 'account'
 * entityOf('id', '/v1/applicants/{id}/submit'); // 'applicant'
 */
export function entityOf(name: string, template = ''): string | undefined {
  if (name in NAMED) return NAMED[name];
  if (CLIENT_CHOSEN.has(name)) return undefined;
  if (name === 'id' && template.includes('{id}')) {
    const before = /\/([a-z-]+)\/\{id\}/.exec(template)?.[1];
    return before ? collectionKind(before) : undefined;
  }
  if (name === 'id') {
    const segments = template.split('/').filter((s) => s && s !== 'v1');
    const last = segments.at(-1);
    const before = segments.at(-2);
    const segment =
      last === '{id}' || (last && ACTIONS.has(last)) ? (before === '{id}' ? segments.at(-3) : before) : last;
    return segment && !segment.startsWith('{') ? collectionKind(segment) : undefined;
  }
  const match = /^(.+?)(Id|_id)$/.exec(name);
  if (!match?.[1]) return undefined;
  const base = match[1].replace(/_/g, '').toLowerCase();
  return SYNONYMS[base] ?? base;
}

/**
 * Every real id the run has seen, by kind, in the order first seen, plus the fixture each request
 * prefers (`context`), so that valid requests reach deep paths and garbage is interleaved with them.
 *
 * @example
 * const pool = new IdPool();
 * pool.add('card', card.cardId);
 * pool.resolve({ idRef: 'card', mode: 'pool', pick: 3, fallback: 'x' }, {}); // card.cardId
 */
export class IdPool {
  private readonly byKind = new Map<string, string[]>();
  private readonly all: string[] = [];
  private readonly seen = new Set<string>();

  add(kind: string, id: unknown): void {
    if (typeof id !== 'string' && typeof id !== 'number') return;
    const value = String(id);
    if (!value || value.length > 200) return;
    const key = `${kind}:${value}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const list = this.byKind.get(kind) ?? [];
    list.push(value);
    this.byKind.set(kind, list);
    this.all.push(value);
  }

  /** Records the ids of a JSON answer: `xId` / `x_id` fields, and `id` by its parent or the operation. */
  harvest(body: unknown, template: string, parentKey?: string): void {
    if (Array.isArray(body)) {
      for (const item of body) this.harvest(item, template, parentKey);
      return;
    }
    if (typeof body !== 'object' || body === null) return;
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'object' && value !== null) {
        this.harvest(value, template, key);
        continue;
      }
      if (key === 'id') {
        const parent = parentKey && !['data', 'items', 'list'].includes(parentKey) ? parentKey : undefined;
        const kind = parent ? entityOf(`${parent}Id`) : entityOf('id', template.replace('{id}', ''));
        if (kind) this.add(kind, value);
      } else if (key !== 'code' || parentKey === 'data') {
        const kind = entityOf(key);
        if (kind) this.add(kind, value);
      }
    }
  }

  /** The id a reference names now; `context` maps kinds to the fixture the request belongs to. */
  resolve(ref: IdRef, context: Readonly<Record<string, string>>): unknown {
    const list = this.byKind.get(ref.idRef);
    if (ref.mode === 'context' && context[ref.idRef]) return context[ref.idRef];
    if (ref.mode === 'any' && this.all.length > 0) return this.all[ref.pick % this.all.length];
    if (list && list.length > 0) return list[ref.pick % list.length];
    return ref.fallback;
  }
}
