import { type DomainContext, DomainError, defineCollection, prefixedId } from '../domain';
import type { StyleName } from '../http/style-of-path';

export type FaultEffect =
  | { type: 'status'; status: 429 | 500 | 503; retryAfterSeconds?: number | undefined }
  | { type: 'timeout'; delayMs: number }
  | { type: 'network-error' };

export interface FaultMatch {
  method?: string | undefined;
  /** Exact path below the style's base URL, or a prefix ending in `*`. */
  path?: string | undefined;
  style?: StyleName | undefined;
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

/** Faults, and those with calls left (what every request checks), in creation order. */
export const FAULTS = defineCollection<Fault, 'active'>({
  name: 'mock.faults',
  indexes: { active: (fault) => (fault.remaining > 0 ? 'active' : undefined) },
});

const faults = (ctx: DomainContext) => ctx.storage.collection(FAULTS);

/** What `POST /_mock/faults` takes, as its generated schema (`zCreateFaultBody`) has read it. */
export interface FaultInput {
  match?: FaultMatch | undefined;
  count: number;
  effect: FaultEffect;
}

/** The one rule the schema cannot say, and the default `Retry-After` of a 429 (G-7). */
function effectOf(effect: FaultEffect): FaultEffect {
  if (effect.type !== 'status') return effect;
  if (effect.retryAfterSeconds !== undefined && effect.status === 500) {
    throw new DomainError('invalid', 'effect.retryAfterSeconds applies to 429 and 503 only', {
      field: 'effect.retryAfterSeconds',
    });
  }
  return effect.status === 429 && effect.retryAfterSeconds === undefined
    ? { ...effect, retryAfterSeconds: 1 }
    : effect;
}

/**
 * Stores a fault from the control API's request body, read by its generated schema.
 *
 * @example
 * addFault(ctx, { match: { style: 'b', path: '/v1/budgets' }, count: 2, effect: { type: 'status', status: 503 } });
 */
export function addFault(ctx: DomainContext, input: FaultInput): Fault {
  const fault: Fault = {
    id: prefixedId('flt', ctx.random),
    match: input.match ?? {},
    count: input.count,
    remaining: input.count,
    effect: effectOf(input.effect),
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
