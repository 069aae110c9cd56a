import type { Context, Hono } from 'hono';
import type { DomainContext, ProgramScope } from '../../domain/context';
import { idempotent, readJsonBody } from '../../http';

/** What every resource's routes receive. */
export interface OperationKit {
  app: Hono;
  ctx: DomainContext;
  authenticate(c: Context): ProgramScope;
}

/**
 * Reads the JSON body and merges the path parameters into it, which is the one input object the domain
 * operations take (`{...body, accountId}`); path parameters win over body fields of the same name.
 *
 * @example
 * const input = await bodyWithParams(c);
 */
export async function bodyWithParams(c: Context): Promise<Record<string, unknown>> {
  return { ...(await readJsonBody(c)), ...c.req.param() };
}

/**
 * The query string merged with the path parameters.
 *
 * @example
 * getCardholder(ctx, scope, queryWithParams(c));
 */
export function queryWithParams(c: Context): Record<string, unknown> {
  return { ...c.req.query(), ...c.req.param() };
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
