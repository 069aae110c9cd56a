import { STYLE_A_EVENT_SCHEMAS } from '@card-issuance/contracts/style-a-event-schemas';
import type { components } from '@card-issuance/contracts/style-a-types';

type Schemas = components['schemas'];

/**
 * Which schema of the Style A spec each event's `data` holds (E-4), generated from the spec's `webhooks`
 * into contracts (S-45).
 *
 * @example
 * STYLE_A_DATA_SCHEMAS['card.frozen']; // 'Card'
 */
export const STYLE_A_DATA_SCHEMAS = STYLE_A_EVENT_SCHEMAS satisfies Record<
  Schemas['EventType'],
  keyof Schemas
>;

/** One of the Style A event types (E-4). */
export type StyleAEventType = keyof typeof STYLE_A_DATA_SCHEMAS;

/** The `data` type of each Style A event type, from the spec. */
export type StyleAData = { [Type in StyleAEventType]: Schemas[(typeof STYLE_A_DATA_SCHEMAS)[Type]] };

/**
 * A verified Style A event `{id, type, createdAt, data}` (part 6.2): a discriminated union on `type`, so
 * `switch (event.type)` narrows `data`.
 *
 * @example
 * if (event.type === 'card.frozen') console.log(event.data.status); // 'FROZEN'
 */
export type StyleAWebhookEvent = {
  [Type in StyleAEventType]: { id: string; type: Type; createdAt: string; data: StyleAData[Type] };
}[StyleAEventType];

/** The Style A event of one type. */
export type StyleAWebhookEventOf<Type extends StyleAEventType> = Extract<StyleAWebhookEvent, { type: Type }>;

/**
 * Every Style A event type this version knows.
 *
 * @example
 * STYLE_A_EVENT_TYPES.includes('card.activated'); // true
 */
export const STYLE_A_EVENT_TYPES = Object.keys(STYLE_A_DATA_SCHEMAS) as readonly StyleAEventType[];

/**
 * Whether `type` is a Style A event type this version knows.
 *
 * @example
 * isStyleAEventType('card.frozen'); // true
 */
export function isStyleAEventType(type: string): type is StyleAEventType {
  return Object.hasOwn(STYLE_A_DATA_SCHEMAS, type);
}

/** Header names of a Style A delivery (E-3). */
export const STYLE_A_HEADERS = { signature: 'x-webhook-signature' } as const;
