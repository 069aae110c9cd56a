import { DomainError } from '../domain/errors';
import type { ControlHandlers } from './control-binding';
import type { ControlDependencies } from './control-kit';

const MAX_ADVANCE_MS = 31 * 86_400_000;

/**
 * The sandbox's clock (specs/mock-control.openapi.yaml, tag "Clock"): read it, freeze it (now or at a time
 * ahead, walking what falls due on the way), unfreeze it, and advance it by 1 ms to 31 days.
 *
 * @example
 * bindOperations(app, controlBinding(ctx), { ...clockRoutes(deps), ...otherHandlers });
 */
export function clockRoutes({ ctx, advance }: ControlDependencies) {
  const clockView = () => ({ now: new Date(ctx.clock.now()).toISOString(), frozen: ctx.clock.frozen });
  return {
    getClock: () => clockView(),
    freezeClock: async ({ at: when }) => {
      if (when === undefined) {
        ctx.clock.freeze();
        return clockView();
      }
      const at = Date.parse(when);
      if (Number.isNaN(at))
        throw new DomainError('invalid', 'at must be an ISO 8601 date-time', { field: 'at' });
      if (at < ctx.clock.now())
        throw new DomainError('invalid', 'at is before the current time of the clock', { field: 'at' });
      if (at - ctx.clock.now() > MAX_ADVANCE_MS) {
        throw new DomainError('invalid', 'at is more than 31 days ahead', { field: 'at' });
      }
      // Frozen now, then walked to `at`, so what falls due on the way runs as an advance runs it.
      ctx.clock.freeze();
      await advance(Math.max(0, at - ctx.clock.now()));
      return clockView();
    },
    unfreezeClock: () => {
      ctx.clock.unfreeze();
      return clockView();
    },
    // 1 ms to 31 days, as the schema says.
    advanceClock: async ({ ms }) => {
      await advance(ms);
      return clockView();
    },
  } satisfies Partial<ControlHandlers>;
}
