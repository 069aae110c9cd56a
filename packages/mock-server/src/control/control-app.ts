import {
  zAdvanceClockBody,
  zCreateSandboxBody,
  zFreezeClockBody,
  zListRequestsQuery,
} from '@card-issuance/contracts/mock-control-zod';
import { Hono } from 'hono';
import type { z } from 'zod';
import { type DomainContext, DomainError, isDomainError } from '../domain';
import { matchCachingRouter, requestId } from '../http';
import { decodeCursor, encodeCursor, readPage } from './control-cursor';
import { controlError, controlFailure, data } from './control-envelope';
import { controlBody, controlQuery } from './control-input';
import { addFault, clearFaults, FAULT_BODY, listFaults, removeFault } from './faults';
import { recentRequests } from './request-log';

/** What the control API drives. */
export interface ControlDependencies {
  ctx: DomainContext;
  /** Walks the clock forward, letting each step's asynchronous work finish (see `Mock.advance`). */
  advance(ms: number): Promise<void>;
  /** The connection details and seeded credentials (the CLI's `--json` line plus `seed`). */
  config(): unknown;
  /** Back to the seed. */
  reset(): void;
  /** A debugging read of the whole state, without secrets. */
  state(): unknown;
  /** Extra routes (the Style B steering endpoints), registered after the built-in ones. */
  register?(app: Hono): void;
  /** Making and listing sandboxes: only the mock's own control API has it (G-78). */
  sandboxes?: {
    create(input: z.output<typeof zCreateSandboxBody>): unknown;
    list(): unknown;
  };
  /** Removes this sandbox; absent on the mock's own, which is reset, never removed. */
  remove?(): unknown;
}

const MAX_ADVANCE_MS = 31 * 86_400_000;

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

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/**
 * The mock-only control API at `/_mock` (specs/mock-control.openapi.yaml): config, reset, clock, fault
 * injection, the request log and a state read.
 *
 * @example
 * const control = createControlApp({ ctx, config, reset, state });
 */
export function createControlApp(deps: ControlDependencies) {
  const { ctx } = deps;
  // Not strict: `DELETE {controlUrl}` arrives as `/_mock` from a client and `/_mock/` from a spec's `/`.
  const app = new Hono({ strict: false, router: matchCachingRouter() }).basePath('/_mock');
  app.use('*', requestId());
  const clockView = () => ({ now: iso(ctx.clock.now()), frozen: ctx.clock.frozen });

  app.post('/sandboxes', async (c) => {
    const sandboxes = ownSandboxes(deps);
    return data(c, sandboxes.create(await controlBody(c, zCreateSandboxBody)), 201);
  });
  app.get('/sandboxes', (c) => {
    const sandboxes = ownSandboxes(deps);
    controlQuery(c);
    return data(c, sandboxes.list());
  });
  app.delete('/', async (c) => {
    await controlBody(c);
    if (!deps.remove) {
      throw new DomainError(
        'conflict',
        "the mock's own sandbox cannot be removed; POST /_mock/reset instead",
      );
    }
    return data(c, deps.remove());
  });

  app.get('/config', (c) => {
    controlQuery(c);
    return data(c, deps.config());
  });

  app.post('/reset', async (c) => {
    await controlBody(c);
    deps.reset();
    return data(c, { resetAt: iso(ctx.clock.now()) });
  });

  app.get('/clock', (c) => {
    controlQuery(c);
    return data(c, clockView());
  });

  app.post('/clock/freeze', async (c) => {
    const body = await controlBody(c, zFreezeClockBody);
    if (body.at === undefined) {
      ctx.clock.freeze();
      return data(c, clockView());
    }
    const at = Date.parse(body.at);
    if (Number.isNaN(at))
      throw new DomainError('invalid', 'at must be an ISO 8601 date-time', { field: 'at' });
    if (at < ctx.clock.now())
      throw new DomainError('invalid', 'at is before the current time of the clock', { field: 'at' });
    if (at - ctx.clock.now() > MAX_ADVANCE_MS) {
      throw new DomainError('invalid', 'at is more than 31 days ahead', { field: 'at' });
    }
    // Frozen now, then walked to `at`, so what falls due on the way runs as an advance runs it.
    ctx.clock.freeze();
    await deps.advance(Math.max(0, at - ctx.clock.now()));
    return data(c, clockView());
  });

  app.post('/clock/unfreeze', async (c) => {
    await controlBody(c);
    ctx.clock.unfreeze();
    return data(c, clockView());
  });

  app.post('/clock/advance', async (c) => {
    // 1 ms to 31 days, as the schema says.
    const { ms } = await controlBody(c, zAdvanceClockBody);
    await deps.advance(ms);
    return data(c, clockView());
  });

  app.post('/faults', async (c) => data(c, addFault(ctx, await controlBody(c, FAULT_BODY)), 201));
  app.get('/faults', (c) => {
    controlQuery(c);
    return data(c, { items: listFaults(ctx) });
  });
  app.delete('/faults', async (c) => {
    await controlBody(c);
    return data(c, { cleared: clearFaults(ctx) });
  });
  app.delete('/faults/:faultId', (c) => {
    controlQuery(c);
    return data(c, removeFault(ctx, c.req.param('faultId')));
  });

  app.get('/requests', (c) => {
    const { limit, cursor, ...filter } = controlQuery(c, zListRequestsQuery);
    const page = readPage(() => recentRequests(ctx, { after: decodeCursor(cursor), limit }, filter));
    return data(c, { items: page.items, nextCursor: encodeCursor(page.next) });
  });

  app.get('/state', (c) => {
    controlQuery(c);
    return data(c, deps.state());
  });

  deps.register?.(app);

  app.notFound((c) =>
    controlError(c, 404, 'NOT_FOUND', `no control operation ${c.req.method} ${new URL(c.req.url).pathname}`),
  );
  app.onError((error, c) => {
    if (isDomainError(error)) {
      const { status, code } = controlFailure(error);
      return controlError(c, status, code, error.message);
    }
    console.error('control request failed', error);
    return controlError(c, 500, 'INTERNAL_ERROR', 'internal error');
  });
  return app;
}
