import type { Environment } from './scope';

/**
 * Something that happened, in domain terms, for the event log and webhooks (issue 4). `type` uses the
 * Style B names where the concept is Style B's; `payload` is the record as the style's API returns it.
 *
 * @example
 * ctx.emit({ id: uuid(), type: 'CARD.CREATED', at: ctx.clock.now(), programId, environment, payload });
 */
export interface DomainEvent {
  id: string;
  type: string;
  /** Epoch ms on the mock's clock. */
  at: number;
  programId: string;
  environment: Environment;
  payload: Record<string, unknown>;
}
