import { STYLE_B_EVENT_PAYLOAD_SHAPES } from '@card-issuance/contracts/style-b-event-payload-shapes';
import { EventTypeMismatchError } from '../errors';
import { STYLE_B_PAYLOAD_SCHEMAS, type StyleBEventType } from './event-types';

/** The JSON kind of a parsed value, as the generated shapes name it. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * Checks that a verified `resource` is the payload its event type claims: every field the type's payload
 * schema requires is present with a JSON kind the spec allows (the shapes are generated from the spec).
 * Enum values, formats and unknown fields are not checked: they are added within `v1` (G-2), and an event
 * must not be refused for one. Types that share a payload schema (`CARD.CREATED` and `CARD.UPDATED`) cannot
 * be told apart by it.
 *
 * @throws `EventTypeMismatchError` naming the claimed type and the first field that does not fit.
 * @example
 * checkStyleBPayload('KYC.UPDATED', { cardId: 'card_1' }); // throws: not a KycUpdatedPayload: it lacks `accountId`
 */
export function checkStyleBPayload(eventType: StyleBEventType, payload: Record<string, unknown>): void {
  const schema = STYLE_B_PAYLOAD_SCHEMAS[eventType];
  for (const [field, kinds, allowed] of compiledShape(schema)) {
    if (!Object.hasOwn(payload, field)) {
      throw new EventTypeMismatchError(eventType, schema, `it lacks \`${field}\``);
    }
    if (allowed === undefined) continue;
    const kind = kindOf(payload[field]);
    if (!allowed.includes(kind)) {
      throw new EventTypeMismatchError(eventType, schema, `its \`${field}\` is ${kind}, not ${kinds}`);
    }
  }
}

/** A field of a shape: its name, its kinds as written, and as a list (`undefined`: any kind). */
type CompiledField = readonly [field: string, kinds: string, allowed: readonly string[] | undefined];

const compiled = new Map<string, readonly CompiledField[]>();

/** A payload schema's shape as a list, split once per schema rather than on every event. */
function compiledShape(schema: keyof typeof STYLE_B_EVENT_PAYLOAD_SHAPES): readonly CompiledField[] {
  let fields = compiled.get(schema);
  if (fields === undefined) {
    const shape: Readonly<Record<string, string>> = STYLE_B_EVENT_PAYLOAD_SHAPES[schema];
    fields = Object.entries(shape).map(
      ([field, kinds]): CompiledField => [field, kinds, kinds === '*' ? undefined : kinds.split('|')],
    );
    compiled.set(schema, fields);
  }
  return fields;
}
