import { DomainError } from '../domain/errors';
import { type ControlHandlers, created } from './control-binding';
import { decodeCursor, encodeCursor, readPage } from './control-cursor';
import type { ControlDependencies } from './control-kit';
import { harAnswer, harFileName } from './har-answer';
import { harDocument } from './har-document';
import { recentExchanges, recentRequests } from './request-log';

/** The sandbox routes exist on the mock's own control URL only, not below a sandbox's. */
function ownSandboxes(deps: ControlDependencies): NonNullable<ControlDependencies['sandboxes']> {
  if (!deps.sandboxes) {
    throw new DomainError(
      'not_found',
      "sandboxes are made and listed on the mock's own control URL, /_mock/sandboxes",
    );
  }
  return deps.sandboxes;
}

// Found before the input is read (404 before 400): a sandbox's control URL has no sandbox routes at all.
const onOwnControlUrl = (deps: ControlDependencies) => ({ schemas: {}, run: () => ownSandboxes(deps) });

/**
 * The mock's own operations of the control API (specs/mock-control.openapi.yaml): its sandboxes, config,
 * reset, state and request log (as JSON and as HAR 1.2).
 *
 * @example
 * bindOperations(app, controlBinding(ctx), { ...mockRoutes(deps), ...otherHandlers });
 */
export function mockRoutes(deps: ControlDependencies) {
  const { ctx } = deps;
  return {
    createSandbox: {
      locate: onOwnControlUrl(deps),
      handle: (input, { located }) => {
        const made = located.create(input);
        // A Response is the 503 of a sandbox that could not be saved.
        return made instanceof Response ? made : created(made);
      },
    },
    listSandboxes: {
      locate: onOwnControlUrl(deps),
      handle: (input, { located }) => readPage(() => located.list(input)),
    },
    deleteSandbox: () => {
      if (!deps.remove) {
        throw new DomainError(
          'conflict',
          "the mock's own sandbox cannot be removed; POST /_mock/reset instead",
        );
      }
      return deps.remove();
    },
    getConfig: () => deps.config(),
    resetMock: () => {
      deps.reset();
      return { resetAt: new Date(ctx.clock.now()).toISOString() };
    },
    getState: () => deps.state(),
    listRequests: ({ limit, cursor, ...filter }) => {
      const page = readPage(() => recentRequests(ctx, { after: decodeCursor(cursor), limit }, filter));
      return { items: page.items, nextCursor: encodeCursor(page.next) };
    },
    exportRequestsHar: ({ limit, cursor, ...filter }, { c }) => {
      const page = readPage(() => recentExchanges(ctx, { after: decodeCursor(cursor), limit }, filter));
      const document = harDocument(
        { items: page.items, nextCursor: encodeCursor(page.next) },
        { version: deps.version ?? '0.0.0', origin: new URL(c.req.url).origin },
      );
      return harAnswer(document, harFileName(ctx.clock.now()));
    },
  } satisfies Partial<ControlHandlers>;
}
