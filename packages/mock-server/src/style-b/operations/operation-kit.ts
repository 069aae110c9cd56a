import type { Context, Hono } from 'hono';
import type { DomainContext, ProgramScope } from '../../domain/context';
import { idempotent } from '../../http';

/** What every resource's routes receive. */
export interface OperationKit {
  app: Hono;
  ctx: DomainContext;
  authenticate(c: Context): ProgramScope;
}

/**
 * Runs a keyed Style B operation under its `Idempotency-Key` (interface-spec.md 4.2; DECISIONS.md G-8).
 *
 * @example
 * return keyed(c, kit, scope, 'required', input, () => success(c, view));
 */
export function keyed(
  c: Context,
  kit: OperationKit,
  scope: ProgramScope,
  mode: 'required' | 'recommended',
  request: unknown,
  run: () => Response | Promise<Response>,
): Promise<Response> {
  const operation = `${c.req.method} ${c.req.routePath}`;
  return idempotent(
    c,
    { ctx: kit.ctx, scope: `${scope.programId}:${scope.environment}:${operation}`, mode, request },
    run,
  );
}
