import {
  STYLE_A_EVENT_TYPES as VERIFIER_STYLE_A_EVENT_TYPES,
  STYLE_B_EVENT_TYPES as VERIFIER_STYLE_B_EVENT_TYPES,
} from '@card-issuance/webhook-verifier';
import { isoTime } from '../clock';
import type { DomainContext, DomainEvent, Environment } from '../context';
import { DomainError } from '../errors';
import { prefixedId } from '../ids';
import { getPartner, listPartners } from '../partners';
import { defineCollection } from '../storage';
import { abandonDeliveries } from './deliveries';

/** Which style's events an endpoint receives, shaped and signed the way that style specifies (part 6). */
export type WebhookStyle = 'a' | 'b';

/**
 * The Style B event types of part 6.1, the verifier's list (one list in the workspace).
 *
 * @example
 * STYLE_B_EVENT_TYPES.includes('CARD.CREATED'); // true
 */
export const STYLE_B_EVENT_TYPES: readonly string[] = VERIFIER_STYLE_B_EVENT_TYPES;

/**
 * The Style A event types (DECISIONS.md E-4), the verifier's list.
 *
 * @example
 * STYLE_A_EVENT_TYPES.includes('card.activated'); // true
 */
export const STYLE_A_EVENT_TYPES: readonly string[] = VERIFIER_STYLE_A_EVENT_TYPES;

/** A receiver URL and what it subscribes to; a plain JSON record in `webhooks.endpoints`. */
export interface WebhookEndpoint {
  id: string;
  url: string;
  style: WebhookStyle;
  /** Style B: the `webhookSecret`; Style A: the subscription secret. */
  secret: string;
  /** Only events of this partner (Style B) or organization (Style A); `null`: every tenant. */
  programId: string | null;
  /** Only events of this environment; `null`: both. */
  environment: Environment | null;
  /** Only these event types; `null`: all of the style. */
  eventTypes: string[] | null;
  createdAt: string;
}

/** The receivers, by style: each event is matched against the endpoints of its style only. */
export const ENDPOINTS = defineCollection<WebhookEndpoint, 'byStyle'>({
  name: 'webhooks.endpoints',
  indexes: { byStyle: (endpoint) => endpoint.style },
});

const endpoints = (ctx: DomainContext) => ctx.storage.collection(ENDPOINTS);

/**
 * A receiver to add, already validated (the control API reads it with the contract's schema): an absolute
 * http(s) `url`, the `style` of events it receives, and the optional signing `secret`, tenant
 * (`programId`), `environment` and `eventTypes` (of its style) that narrow what it receives.
 */
export interface WebhookEndpointInput {
  url: string;
  style: WebhookStyle;
  /** Required for Style A; Style B defaults to the partner's `webhookSecret`. */
  secret?: string | undefined;
  /** A Style B partner or a Style A organization; Style B defaults to the sandbox's first partner. */
  programId?: string | undefined;
  /** Only events of this environment; default both. */
  environment?: Environment | undefined;
  /** Only these event types of its style; default all of them. */
  eventTypes?: readonly string[] | undefined;
}

function resolveTenant(
  ctx: DomainContext,
  style: WebhookStyle,
  programId: string | undefined,
  secret: string | undefined,
): { programId: string | null; secret: string } {
  if (style === 'a') {
    if (secret === undefined) {
      throw new DomainError('invalid', 'secret is required for a Style A endpoint', { field: 'secret' });
    }
    return { programId: programId ?? null, secret };
  }
  if (programId !== undefined) {
    const partner = getPartner(ctx, programId);
    if (!partner) throw new DomainError('not_found', 'programId names no program', { field: 'programId' });
    return { programId, secret: secret ?? partner.webhookSecret };
  }
  // The sandbox's own partner (the first one created, the one `GET /_mock/config` names) is the default;
  // the second seeded partner exists only to try isolation (G-62).
  const [first] = listPartners(ctx);
  if (first) return { programId: first.id, secret: secret ?? first.webhookSecret };
  if (secret === undefined) {
    throw new DomainError('invalid', 'secret is required unless programId names a program', {
      field: 'secret',
    });
  }
  return { programId: null, secret };
}

/**
 * Adds a receiver. Style B signs with the partner's `webhookSecret` unless `secret` is given, and
 * `programId` defaults to the sandbox's first partner; Style A requires `secret`. Repeated
 * event types count once.
 *
 * @example
 * const endpoint = addEndpoint(ctx, { url: 'http://localhost:4000/hooks', style: 'b' });
 */
export function addEndpoint(ctx: DomainContext, input: WebhookEndpointInput): WebhookEndpoint {
  const { url, style, secret, programId } = input;
  const environment = input.environment ?? null;
  const eventTypes = input.eventTypes === undefined ? null : [...new Set(input.eventTypes)];
  const tenant = resolveTenant(ctx, style, programId, secret);
  const endpoint: WebhookEndpoint = {
    id: prefixedId('whe', ctx.random),
    url,
    style,
    secret: tenant.secret,
    programId: tenant.programId,
    environment,
    eventTypes,
    createdAt: isoTime(ctx.clock.now()),
  };
  endpoints(ctx).put(endpoint.id, endpoint);
  return endpoint;
}

/**
 * Every endpoint, in creation order (the control API's list: all of them is what it answers).
 *
 * @example
 * listEndpoints(ctx).map((endpoint) => endpoint.url);
 */
export function listEndpoints(ctx: DomainContext): WebhookEndpoint[] {
  return [...endpoints(ctx).values()];
}

/**
 * The endpoints that receive `event`, in creation order: those of its style, through the index, that
 * {@link endpointMatches}.
 *
 * @example
 * for (const endpoint of endpointsFor(ctx, event)) deliver(endpoint, event);
 */
export function endpointsFor(ctx: DomainContext, event: DomainEvent): WebhookEndpoint[] {
  return endpoints(ctx)
    .find('byStyle', event.style)
    .filter((endpoint) => endpointMatches(endpoint, event));
}

/**
 * One endpoint, or `undefined`.
 *
 * @example
 * const endpoint = getEndpoint(ctx, delivery.endpointId);
 */
export function getEndpoint(ctx: DomainContext, endpointId: string): WebhookEndpoint | undefined {
  return endpoints(ctx).get(endpointId);
}

/**
 * Removes an endpoint and answers it. Its pending deliveries stop: they become `dead` with
 * `deadReason: 'endpoint_removed'`, and cannot be replayed.
 *
 * @example
 * removeEndpoint(ctx, endpoint.id);
 */
export function removeEndpoint(ctx: DomainContext, endpointId: string): WebhookEndpoint {
  const endpoint = endpoints(ctx).get(endpointId);
  if (!endpoint) throw new DomainError('not_found', 'endpointId names no endpoint', { field: 'endpointId' });
  endpoints(ctx).delete(endpointId);
  abandonDeliveries(ctx, endpointId);
  return endpoint;
}

/**
 * Whether `endpoint` receives `event`: same style, and its partner, environment and event types when set.
 *
 * @example
 * const receives = endpointMatches(endpoint, event); // endpointsFor(ctx, event) applies it to the index
 */
export function endpointMatches(endpoint: WebhookEndpoint, event: DomainEvent): boolean {
  return (
    endpoint.style === event.style &&
    (endpoint.programId === null || endpoint.programId === event.programId) &&
    (endpoint.environment === null || endpoint.environment === event.environment) &&
    (endpoint.eventTypes === null || endpoint.eventTypes.includes(event.type))
  );
}
