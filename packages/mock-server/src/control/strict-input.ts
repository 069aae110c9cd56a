import type { Context } from 'hono';
import { DomainError } from '../domain';
import { readJsonBody } from '../http';

/**
 * Reads a control API body, refusing fields outside `allowed` and any query parameter (DECISIONS.md G-12,
 * G-18: the control API is strict; no operation that takes a body takes query parameters). With `allowed`
 * empty, any non-empty body is refused.
 *
 * @example
 * const body = await strictBody(c, ['ms']);
 */
export async function strictBody(c: Context, allowed: string[]): Promise<Record<string, unknown>> {
  strictQuery(c, []);
  const body = await readJsonBody(c);
  const unknown = Object.keys(body).find((key) => !allowed.includes(key));
  if (unknown) {
    const message = allowed.length === 0 ? 'this operation takes no body' : `unknown field ${unknown}`;
    throw new DomainError('invalid', message, { field: unknown });
  }
  return body;
}

/**
 * Refuses query parameters outside `allowed` (G-12, G-18). Every control operation calls it, directly or
 * through {@link strictBody}, before anything else.
 *
 * @example
 * strictQuery(c, ['limit']);
 */
export function strictQuery(c: Context, allowed: string[]): void {
  const unknown = Object.keys(c.req.queries()).find((key) => !allowed.includes(key));
  if (unknown) throw new DomainError('invalid', `unknown query parameter ${unknown}`, { field: unknown });
}
