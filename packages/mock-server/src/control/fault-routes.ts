import type { DomainContext } from '../domain/context';
import { type ControlHandlers, created } from './control-binding';
import { addFault, clearFaults, listFaults, removeFault } from './faults';

/**
 * Fault injection (specs/mock-control.openapi.yaml, tag "Faults"): the next matching calls of a face
 * answer a status, time out or fail as a network would.
 *
 * @example
 * bindOperations(app, controlBinding(ctx), { ...faultRoutes(ctx), ...otherHandlers });
 */
export function faultRoutes(ctx: DomainContext) {
  return {
    createFault: (input) => created(addFault(ctx, input)),
    listFaults: () => ({ items: listFaults(ctx) }),
    clearFaults: () => ({ cleared: clearFaults(ctx) }),
    deleteFault: ({ faultId }) => removeFault(ctx, faultId),
  } satisfies Partial<ControlHandlers>;
}
