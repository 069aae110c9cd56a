import { STYLE_B_EVENT_SCHEMAS } from '@card-issuance/contracts/style-b-event-schemas';
import type { components } from '@card-issuance/contracts/style-b-types';

type Schemas = components['schemas'];

/**
 * Which schema of the Style B spec each event's `resource` holds (the `contentSchema` of its `webhooks`
 * entry, E-2), generated from the spec into contracts (S-45).
 *
 * @example
 * STYLE_B_PAYLOAD_SCHEMAS['CARD.UPDATED']; // 'CardEventPayload'
 */
export const STYLE_B_PAYLOAD_SCHEMAS = STYLE_B_EVENT_SCHEMAS satisfies Record<
  Schemas['EventType'],
  keyof Schemas
>;

/** One of the eight Style B event types (part 6.1). */
export type StyleBEventType = keyof typeof STYLE_B_PAYLOAD_SCHEMAS;

/** The payload type of each Style B event type, from the spec. */
export type StyleBPayloads = {
  [Type in StyleBEventType]: Schemas[(typeof STYLE_B_PAYLOAD_SCHEMAS)[Type]];
};

/** The envelope fields of a Style B delivery (E-1), from the spec. */
export type StyleBEnvelope = Schemas['EventEnvelope'];

/**
 * A verified Style B event: the envelope plus `payload`, the parsed `resource`, and `dedupeKey`. A
 * discriminated union on `eventType`, so `switch (event.eventType)` narrows `payload`. Only `resource` is
 * signed: `eventType` has been checked against `payload`, but `eventId` and `createdAt` are as sent.
 *
 * @example
 * if (event.eventType === 'CARD_TRANSACTION.UPDATED') console.log(event.payload.cardTransactionId);
 */
export type StyleBWebhookEvent = {
  [Type in StyleBEventType]: Omit<StyleBEnvelope, 'eventType'> & {
    eventType: Type;
    payload: StyleBPayloads[Type];
    /**
     * What to de-duplicate on, derived from the signed `resource` (`sha256:<hex>`), so that a replay
     * under a new `eventId` is still a duplicate; `event:<eventId>` for CARD.* events, whose payload can
     * repeat as a new event (a card frozen twice). `createDeduplicator` uses it.
     */
    dedupeKey: string;
  };
}[StyleBEventType];

/** The Style B event of one type. */
export type StyleBWebhookEventOf<Type extends StyleBEventType> = Extract<
  StyleBWebhookEvent,
  { eventType: Type }
>;

/**
 * Every Style B event type this version knows.
 *
 * @example
 * STYLE_B_EVENT_TYPES.includes('CARD.CREATED'); // true
 */
export const STYLE_B_EVENT_TYPES = Object.keys(STYLE_B_PAYLOAD_SCHEMAS) as readonly StyleBEventType[];

/**
 * Whether `type` is a Style B event type this version knows.
 *
 * @example
 * isStyleBEventType('CARD.CREATED'); // true
 */
export function isStyleBEventType(type: string): type is StyleBEventType {
  return Object.hasOwn(STYLE_B_PAYLOAD_SCHEMAS, type);
}

/** Header names of a Style B delivery (part 6.1, E-5). */
export const STYLE_B_HEADERS = { signature: 'Signature', eventId: 'Event-Id' } as const;
