import { type DomainContext, DomainError, defineCollection, prefixedId } from '../domain';
import type { StyleName } from './style-of-path';

export type FaultEffect =
  | { type: 'status'; status: 429 | 500 | 503; retryAfterSeconds?: number }
  | { type: 'timeout'; delayMs: number }
  | { type: 'network-error' };

export interface FaultMatch {
  method?: string;
  /** Exact path below the style's base URL, or a prefix ending in `*`. */
  path?: string;
  style?: StyleName;
}

/** An injected failure for the next `count` matching calls (control API, `POST /_mock/faults`). */
export interface Fault {
  id: string;
  match: FaultMatch;
  count: number;
  remaining: number;
  effect: FaultEffect;
  createdAt: string;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const STYLES: StyleName[] = ['a', 'b', 'b-production'];

/** Faults, and those with calls left (what every request checks), in creation order. */
export const FAULTS = defineCollection<Fault, 'active'>({
  name: 'mock.faults',
  indexes: { active: (fault) => (fault.remaining > 0 ? 'active' : undefined) },
});

const faults = (ctx: DomainContext) => ctx.storage.collection(FAULTS);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function integer(value: unknown, field: string, min: number, max: number): number {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
    throw new DomainError('invalid', `${field} must be an integer from ${min} to ${max}`, { field });
  }
  return value as number;
}

function onlyKeys(value: Record<string, unknown>, allowed: string[], where: string): void {
  const unknown = Object.keys(value).find((key) => !allowed.includes(key));
  if (unknown)
    throw new DomainError('invalid', `unknown field ${where}${unknown}`, { field: `${where}${unknown}` });
}

function parseMatch(value: unknown): FaultMatch {
  if (value === undefined) return {};
  if (!isObject(value)) throw new DomainError('invalid', 'match must be an object', { field: 'match' });
  onlyKeys(value, ['method', 'path', 'style'], 'match.');
  const match: FaultMatch = {};
  if (value.method !== undefined) {
    if (typeof value.method !== 'string' || !METHODS.includes(value.method)) {
      throw new DomainError('invalid', `match.method must be one of ${METHODS.join(', ')}`, {
        field: 'match.method',
      });
    }
    match.method = value.method;
  }
  if (value.path !== undefined) {
    if (typeof value.path !== 'string' || !/^\/[^*?#]*\*?$/.test(value.path)) {
      throw new DomainError('invalid', 'match.path must start with / and may only end with *', {
        field: 'match.path',
      });
    }
    match.path = value.path;
  }
  if (value.style !== undefined) {
    if (!STYLES.includes(value.style as StyleName)) {
      throw new DomainError('invalid', `match.style must be one of ${STYLES.join(', ')}`, {
        field: 'match.style',
      });
    }
    match.style = value.style as StyleName;
  }
  return match;
}

function parseEffect(value: unknown): FaultEffect {
  if (!isObject(value)) throw new DomainError('invalid', 'effect must be an object', { field: 'effect' });
  switch (value.type) {
    case 'status': {
      onlyKeys(value, ['type', 'status', 'retryAfterSeconds'], 'effect.');
      if (![429, 500, 503].includes(value.status as number)) {
        throw new DomainError('invalid', 'effect.status must be 429, 500 or 503', { field: 'effect.status' });
      }
      const status = value.status as 429 | 500 | 503;
      if (value.retryAfterSeconds === undefined)
        return status === 429 ? { type: 'status', status, retryAfterSeconds: 1 } : { type: 'status', status };
      if (status === 500) {
        throw new DomainError('invalid', 'effect.retryAfterSeconds applies to 429 and 503 only', {
          field: 'effect.retryAfterSeconds',
        });
      }
      return {
        type: 'status',
        status,
        retryAfterSeconds: integer(value.retryAfterSeconds, 'effect.retryAfterSeconds', 1, 3600),
      };
    }
    case 'timeout':
      onlyKeys(value, ['type', 'delayMs'], 'effect.');
      return { type: 'timeout', delayMs: integer(value.delayMs, 'effect.delayMs', 1, 120_000) };
    case 'network-error':
      onlyKeys(value, ['type'], 'effect.');
      return { type: 'network-error' };
    default:
      throw new DomainError('invalid', 'effect.type must be status, timeout or network-error', {
        field: 'effect.type',
      });
  }
}

/**
 * Validates and stores a fault from the control API's request body.
 *
 * @example
 * addFault(ctx, { match: { style: 'b', path: '/v1/budgets' }, count: 2, effect: { type: 'status', status: 503 } });
 */
export function addFault(ctx: DomainContext, body: Record<string, unknown>): Fault {
  onlyKeys(body, ['match', 'count', 'effect'], '');
  const count = integer(body.count, 'count', 1, 1000);
  const fault: Fault = {
    id: prefixedId('flt', ctx.random),
    match: parseMatch(body.match),
    count,
    remaining: count,
    effect: parseEffect(body.effect),
    createdAt: new Date(ctx.clock.now()).toISOString(),
  };
  faults(ctx).put(fault.id, fault);
  return fault;
}

/**
 * Every fault, used-up ones included (they stay listed with `remaining: 0`): the control API's list, all
 * of them being what it answers. Faults are few by design: each one is added by hand.
 */
export function listFaults(ctx: DomainContext): Fault[] {
  return [...faults(ctx).values()];
}

/** Removes one fault; `not_found` when unknown. */
export function removeFault(ctx: DomainContext, id: string): Fault {
  const fault = faults(ctx).get(id);
  if (!fault) throw new DomainError('not_found', `no fault ${id}`, { field: 'faultId' });
  faults(ctx).delete(id);
  return fault;
}

/** Removes every fault and answers how many there were. */
export function clearFaults(ctx: DomainContext): number {
  const all = listFaults(ctx);
  for (const fault of all) faults(ctx).delete(fault.id);
  return all.length;
}

function matches(match: FaultMatch, style: StyleName, method: string, path: string): boolean {
  if (match.style && match.style !== style) return false;
  if (match.method && match.method !== method) return false;
  if (match.path)
    return match.path.endsWith('*') ? path.startsWith(match.path.slice(0, -1)) : path === match.path;
  return true;
}

/**
 * Takes one use of the oldest fault matching a call, if any (control API: "the oldest with calls left").
 *
 * @example
 * const effect = takeFault(ctx, 'b', 'POST', '/v1/budgets');
 */
export function takeFault(
  ctx: DomainContext,
  style: StyleName,
  method: string,
  path: string,
): FaultEffect | undefined {
  for (const fault of faults(ctx).find('active', 'active')) {
    if (matches(fault.match, style, method, path)) {
      faults(ctx).put(fault.id, { ...fault, remaining: fault.remaining - 1 });
      return fault.effect;
    }
  }
  return undefined;
}
