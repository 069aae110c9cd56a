// The fault panel's words and its one request: what the form's fields become (`POST /_mock/faults`) and
// how a listed fault reads. Pure functions: the page and its unit test call the same ones.
import type { Schemas } from './control-client';

export type Fault = Schemas['Fault'];
export type FaultCreateRequest = Schemas['FaultCreateRequest'];

/** The faces a fault can target, as the form offers them ('' is every face). */
export const FAULT_FACES = [
  ['b', 'Style B sandbox'],
  ['b-production', 'Style B production'],
  ['a', 'Style A'],
  ['', 'Any face'],
] as const;

/** The methods a fault can match ('' is every method). */
export const FAULT_METHODS = [
  ['', 'Any'],
  ['GET', 'GET'],
  ['POST', 'POST'],
  ['PUT', 'PUT'],
  ['PATCH', 'PATCH'],
  ['DELETE', 'DELETE'],
] as const;

/** The effects the form offers: the three statuses, a held response, a dropped connection. */
export const FAULT_EFFECTS = [
  ['429', '429 Too Many Requests'],
  ['500', '500 Internal Server Error'],
  ['503', '503 Service Unavailable'],
  ['timeout', 'Timeout (response held)'],
  ['network-error', 'Network error (no response)'],
] as const;

/** What the fault form holds, as typed: every value a string, as the page's inputs give it. */
export interface FaultFormFields {
  style: string;
  method: string;
  path: string;
  effect: string;
  retryAfterSeconds: string;
  delayMs: string;
  count: string;
}

/** Which optional fields an effect takes: Retry-After for 429 and 503, a delay for a timeout. */
export function effectFields(effect: string): { retryAfter: boolean; delay: boolean } {
  return { retryAfter: effect === '429' || effect === '503', delay: effect === 'timeout' };
}

/** A number typed in a field, or undefined when it is empty (the control API then names it as missing). */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/**
 * The body of `POST /_mock/faults` the form's fields make. It checks nothing itself: the control API
 * validates, and the panel shows its message, so the page and a `curl` are refused for the same reasons.
 * Empty optional fields are left out; Retry-After goes with 429 and 503 only, the delay with a timeout.
 *
 * @example
 * faultRequestOf({ style: 'b', method: 'POST', path: '/v1/budget-card', effect: '429', retryAfterSeconds: '2', delayMs: '', count: '1' });
 * // { match: { style: 'b', method: 'POST', path: '/v1/budget-card' }, count: 1, effect: { type: 'status', status: 429, retryAfterSeconds: 2 } }
 */
export function faultRequestOf(fields: FaultFormFields): FaultCreateRequest {
  const path = fields.path.trim();
  const match = {
    ...(fields.style ? { style: fields.style } : {}),
    ...(fields.method ? { method: fields.method } : {}),
    ...(path ? { path } : {}),
  };
  const wants = effectFields(fields.effect);
  const retryAfterSeconds = wants.retryAfter ? numberOf(fields.retryAfterSeconds) : undefined;
  const effect =
    fields.effect === 'timeout'
      ? { type: 'timeout', delayMs: numberOf(fields.delayMs) }
      : fields.effect === 'network-error'
        ? { type: 'network-error' }
        : {
            type: 'status',
            status: Number(fields.effect),
            ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
          };
  // The page sends what was typed; the control API's schema is what rules it (see above).
  return { match, count: numberOf(fields.count), effect } as FaultCreateRequest;
}

const FACE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  FAULT_FACES.filter(([id]) => id !== ''),
);

/**
 * Which calls a fault matches, in words.
 *
 * @example
 * faultMatchText({ style: 'b', method: 'POST', path: '/v1/cards/*' }); // 'Style B sandbox · POST /v1/cards/*'
 * faultMatchText({ style: 'a', method: 'GET' }); // 'Style A · GET, any path'
 * faultMatchText({}); // 'Any face · every call'
 */
export function faultMatchText(match: Fault['match']): string {
  const face = match.style ? (FACE_NAMES[match.style] ?? match.style) : 'Any face';
  const { method, path } = match;
  const calls =
    method && path
      ? `${method} ${path}`
      : method
        ? `${method}, any path`
        : path
          ? `any method, ${path}`
          : 'every call';
  return `${face} · ${calls}`;
}

/**
 * What a fault does to a matched call, in words.
 *
 * @example
 * faultEffectText({ type: 'status', status: 429, retryAfterSeconds: 2 }); // '429, Retry-After 2 s'
 * faultEffectText({ type: 'timeout', delayMs: 15000 }); // 'Timeout, held 15000 ms'
 */
export function faultEffectText(effect: Fault['effect']): string {
  if (effect.type === 'timeout') return `Timeout, held ${effect.delayMs} ms`;
  if (effect.type === 'network-error') return 'Network error';
  return effect.retryAfterSeconds === undefined
    ? String(effect.status)
    : `${effect.status}, Retry-After ${effect.retryAfterSeconds} s`;
}

/**
 * How many of its calls a fault still affects.
 *
 * @example
 * faultUsesText({ ...fault, count: 2, remaining: 1 }); // '1 of 2 calls left'
 * faultUsesText({ ...fault, count: 1, remaining: 0 }); // 'Used up (1 call)'
 */
export function faultUsesText(fault: Pick<Fault, 'count' | 'remaining'>): string {
  const calls = (n: number) => `${n} call${n === 1 ? '' : 's'}`;
  return fault.remaining === 0
    ? `Used up (${calls(fault.count)})`
    : `${fault.remaining} of ${calls(fault.count)} left`;
}

/** The form's input of each field the control API can name in a refusal. */
export const FAULT_FIELD_INPUTS: Readonly<Record<string, string>> = {
  'match.style': 'fault-style',
  'match.method': 'fault-method',
  'match.path': 'fault-path',
  'effect.status': 'fault-effect',
  'effect.retryAfterSeconds': 'fault-retry',
  'effect.delayMs': 'fault-delay',
  count: 'fault-count',
};

/**
 * The id of the form's input a refusal of the control API names (its message starts with the field:
 * `count must be at least 1`), or undefined when it names none of them.
 *
 * @example
 * refusedInput('INVALID_REQUEST: match.path must match /^\\/[^*?#]*\\*?$/ (POST /faults, HTTP 400)'); // 'fault-path'
 */
export function refusedInput(message: string): string | undefined {
  const text = message.replace(/^[A-Z_]+: /, '');
  const field = Object.keys(FAULT_FIELD_INPUTS).find(
    (name) => text.startsWith(`${name} `) || text.startsWith(`${name}:`),
  );
  return field === undefined ? undefined : FAULT_FIELD_INPUTS[field];
}
