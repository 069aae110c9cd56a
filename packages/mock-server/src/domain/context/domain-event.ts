import type { TraceCause } from '../tracing';
import type { Environment } from './scope';

/**
 * Something that happened, for the append-only event log and the webhooks. `type` is the style's own event
 * name (`CARD.CREATED` in Style B, `card.activated` in Style A); `payload` is the record as that style's API
 * returns it, never with a full card number or CVV.
 *
 * @example
 * ctx.emit({ id: uuid(), style: 'b', type: 'CARD.CREATED', at: ctx.clock.now(), programId, environment, payload });
 */
export interface DomainEvent {
  id: string;
  /** Which style's receivers get it, signed and shaped the way that style specifies (part 6). */
  style: 'a' | 'b';
  type: string;
  /** Epoch ms on the mock's clock. */
  at: number;
  /** The tenant: a Style B partner, or a Style A organization (a public name, kept: G-87). */
  programId: string;
  environment: Environment;
  payload: Record<string, unknown>;
  /**
   * The trace of the work that caused it (the request's, or the one a job started), stamped by `emit`
   * from `ctx.tracer.current`: its webhook deliveries continue it. Absent when that work had none.
   */
  trace?: TraceCause;
}
