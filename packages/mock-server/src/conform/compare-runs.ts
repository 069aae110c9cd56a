import type { CheckedExchange } from './exchange';
import type { StateCheck } from './journey-run';

/** One way the deployment's answer differs from the mock's to the same step. */
export interface Difference {
  step: string;
  operation: string;
  kind: 'step' | 'status' | 'code' | 'presence' | 'type' | 'state';
  /** The JSON path of a field (`data.kyc.status`, `data.list[].id`), for `presence` and `type`. */
  field?: string;
  /** What the deployment answered (`absent` when it lacks the field or the step). */
  here: string;
  /** What the mock answered. */
  mock: string;
}

type Shape = Map<string, string>;

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Every field path of `value` with its JSON type; an array's items are read as one (`[]`). */
function shapeOf(value: unknown, path = '', shape: Shape = new Map()): Shape {
  if (Array.isArray(value)) {
    for (const item of value) shapeOf(item, `${path}[]`, shape);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      const at = path === '' ? key : `${path}.${key}`;
      const seen = shape.get(at);
      const type = typeName(child);
      shape.set(at, seen && seen !== type ? `${seen}|${type}` : type);
      shapeOf(child, at, shape);
    }
  }
  return shape;
}

/** The last exchange of each step and operation: a poll's answers are compared once, when decided. */
function lastOfEach(exchanges: readonly CheckedExchange[]): Map<string, CheckedExchange> {
  return new Map(exchanges.map((exchange) => [`${exchange.step}\u0000${exchange.operation}`, exchange]));
}

/** Fields of items under an array absent on one side are not a difference when that array is empty there. */
function underEmptyArray(field: string, shape: Shape): boolean {
  const arrays = [...field.matchAll(/\[\]/g)].map((match) => field.slice(0, match.index));
  return arrays.some(
    (array) => shape.get(array) === 'array' && ![...shape.keys()].some((key) => key.startsWith(`${array}[]`)),
  );
}

function shapeDifferences(here: CheckedExchange, mock: CheckedExchange): Difference[] {
  const ours = shapeOf(here.body);
  const theirs = shapeOf(mock.body);
  const at = { step: here.step, operation: here.operation };
  const differences: Difference[] = [];
  for (const field of new Set([...ours.keys(), ...theirs.keys()])) {
    const a = ours.get(field);
    const b = theirs.get(field);
    if (a === b) continue;
    if (a === undefined || b === undefined) {
      if (underEmptyArray(field, a === undefined ? ours : theirs)) continue;
      differences.push({ ...at, kind: 'presence', field, here: a ?? 'absent', mock: b ?? 'absent' });
    } else {
      differences.push({ ...at, kind: 'type', field, here: a, mock: b });
    }
  }
  return differences;
}

/** A run's answers and state checks, as {@link compareRuns} reads them. */
export interface ComparedRun {
  exchanges: readonly CheckedExchange[];
  states: readonly StateCheck[];
}

/** State checks the mock passed and the deployment did not (or did not reach). */
function stateDifferences(here: ComparedRun, mock: ComparedRun): Difference[] {
  const ours = new Map(here.states.map((state) => [`${state.step}\u0000${state.expectation}`, state]));
  return mock.states.flatMap((theirs): Difference[] => {
    const state = ours.get(`${theirs.step}\u0000${theirs.expectation}`);
    if (!theirs.ok || state?.ok) return [];
    const operation = here.exchanges.findLast((e) => e.step === theirs.step)?.operation ?? '-';
    const seen = state ? `not so: ${state.seen}` : 'not reached';
    return [
      { step: theirs.step, operation, kind: 'state', field: theirs.expectation, here: seen, mock: 'so' },
    ];
  });
}

/**
 * The differences between a run against a deployment (`here`) and the same journey against the mock:
 * a step only one of them reached, then per step the status, the envelope code, and each field's presence
 * and JSON type (values are not compared: ids and times differ by nature), and each expectation of the
 * state the mock met and the deployment did not. A step that polls is compared by its last answer.
 *
 * @example
 * compareRuns(target, mock); // [{ step: 'cards.issue', operation: 'POST /v1/budget-card', kind: 'status', here: '500', mock: '200' }]
 */
export function compareRuns(here: ComparedRun, mock: ComparedRun): Difference[] {
  const ours = lastOfEach(here.exchanges);
  const theirs = lastOfEach(mock.exchanges);
  const differences: Difference[] = [];
  for (const key of new Set([...ours.keys(), ...theirs.keys()])) {
    const a = ours.get(key);
    const b = theirs.get(key);
    if (!a || !b) {
      const { step, operation } = (a ?? b) as CheckedExchange;
      differences.push({
        step,
        operation,
        kind: 'step',
        here: a ? 'sent' : 'absent',
        mock: b ? 'sent' : 'absent',
      });
      continue;
    }
    const at = { step: a.step, operation: a.operation };
    if (a.status !== b.status) {
      differences.push({ ...at, kind: 'status', here: String(a.status), mock: String(b.status) });
    }
    if (a.code !== b.code) {
      differences.push({ ...at, kind: 'code', here: a.code ?? 'absent', mock: b.code ?? 'absent' });
    }
    differences.push(...shapeDifferences(a, b));
  }
  return [...differences, ...stateDifferences(here, mock)];
}
