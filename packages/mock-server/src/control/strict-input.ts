import type { Context } from 'hono';
import { DomainError } from '../domain';
import { readJsonBody } from '../http';

/**
 * Reads a control API body, refusing fields outside `allowed` (DECISIONS.md G-12: the control API is strict).
 * With `allowed` empty, any non-empty body is refused.
 *
 * @example
 * const body = await strictBody(c, ['ms']);
 */
export async function strictBody(c: Context, allowed: string[]): Promise<Record<string, unknown>> {
  const body = await readJsonBody(c);
  const unknown = Object.keys(body).find((key) => !allowed.includes(key));
  if (unknown) {
    const message = allowed.length === 0 ? 'this operation takes no body' : `unknown field ${unknown}`;
    throw new DomainError('invalid', message, { field: unknown });
  }
  return body;
}

/**
 * Refuses query parameters outside `allowed`.
 *
 * @example
 * strictQuery(c, ['limit']);
 */
export function strictQuery(c: Context, allowed: string[]): void {
  const unknown = Object.keys(c.req.queries()).find((key) => !allowed.includes(key));
  if (unknown) throw new DomainError('invalid', `unknown query parameter ${unknown}`, { field: unknown });
}
