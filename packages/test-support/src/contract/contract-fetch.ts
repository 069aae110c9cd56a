import { inject } from 'vitest';
import type { ContractConfig } from './provided-context';

const seen: string[] = [];

/** The proxied config when this suite runs in a contract project (`inject('contract')`), else undefined. */
export function contractTarget(): ContractConfig | undefined {
  return inject('contract');
}

/**
 * The global `fetch`, checking every answer for Prism's verdict: an `sl-violations` header (any severity,
 * undocumented statuses included) or a problem of Prism's own (request refused, response replaced under
 * `--errors`). Each one is recorded for {@link takeContractViolations}; the answer is returned unchanged.
 *
 * @example
 * const client = createStyleBClient({ ...credentials, baseUrl: contractTarget()?.styleB.baseUrl, fetch: contractFetch });
 */
export async function contractFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
  const url = input instanceof Request ? input.url : String(input);
  const response = await fetch(input, init);
  const where = `${method} ${url} -> ${response.status}`;
  const header = response.headers.get('sl-violations');
  if (header) seen.push(`${where}: ${header}`);
  // The mock never answers problem+json, so such an answer is Prism speaking.
  if (response.headers.get('content-type')?.startsWith('application/problem+json')) {
    const problem = (await response.clone().json()) as { type?: string };
    if (problem.type?.startsWith('https://stoplight.io/prism/errors#'))
      seen.push(`${where}: ${JSON.stringify(problem)}`);
  }
  return response;
}

/**
 * The violations {@link contractFetch} saw since the last call, and forgets them.
 *
 * @example
 * afterEach(() => expect(takeContractViolations()).toEqual([]));
 */
export function takeContractViolations(): string[] {
  return seen.splice(0);
}
