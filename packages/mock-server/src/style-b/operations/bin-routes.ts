import { listBins } from '../../domain/bins';
import { binView } from '../bin-view';
import type { StyleBOperationKit } from '../style-b-app';
import type { StyleBHandlers } from '../style-b-binding';

/**
 * `GET /v1/card/bins`.
 *
 * @example
 * kit.bind({ ...binHandlers(kit), ...otherHandlers });
 */
export function binHandlers({ ctx }: StyleBOperationKit) {
  return {
    listBins: (input, { principal }) => ({ list: listBins(ctx, principal, input).map(binView) }),
  } satisfies Partial<StyleBHandlers>;
}
