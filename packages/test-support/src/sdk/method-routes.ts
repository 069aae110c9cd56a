// What both SDKs' README tables of methods are checked against: each resource method is called on a
// client whose `fetch` records what it sends, and the request is matched to its operation of the spec.

/** An operation of a generated table (`@card-issuance/contracts/style-x`). */
export interface TableOperation {
  method: string;
  path: string;
  roles?: readonly string[];
  anonymous?: boolean;
}

/** The operations of a generated table module (its other exports are left out). */
export function operationsOf(module: Record<string, unknown>): TableOperation[] {
  return Object.values(module).filter(
    (op): op is TableOperation => typeof op === 'object' && op !== null && 'path' in op && 'method' in op,
  );
}

/** The operation whose template matches `METHOD /v1/x/id_1`; literal segments beat parameters. */
export function templateOf(operations: readonly TableOperation[], sent: string): TableOperation | undefined {
  const [method, path = ''] = sent.split(' ');
  const params = (op: TableOperation) => op.path.split('{').length;
  return operations
    .filter(
      (op) =>
        op.method === method &&
        new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(path) &&
        op.path.split('/').length === path.split('/').length,
    )
    .sort((a, b) => params(a) - params(b))[0];
}

/**
 * Calls every resource method of a client made by `makeClient(fetch)` and returns, per
 * `resource.method`, the first request it sent (`METHOD /path`, the base path and token calls left out
 * by `pathOf`, which answers undefined for a call that is not the method's own).
 *
 * @example
 * const sent = await sentByMethod((fetch) => createStyleBClient({ ..., fetch }), pathOf, new Set(['raw']));
 */
export async function sentByMethod(
  makeClient: (fetch: typeof globalThis.fetch) => object,
  pathOf: (request: Request) => string | undefined,
  answer: () => Response,
  skip: ReadonlySet<string>,
): Promise<Map<string, string | undefined>> {
  const names = Object.entries(makeClient(globalThis.fetch)).flatMap(([resource, methods]) =>
    skip.has(resource) ? [] : Object.keys(methods as object).map((name) => `${resource}.${name}`),
  );
  const result = new Map<string, string | undefined>();
  for (const name of names.filter((n) => !skip.has(n))) {
    const sent: string[] = [];
    const client = makeClient(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = pathOf(request);
      if (path !== undefined) sent.push(`${request.method} ${path}`);
      return answer();
    });
    const [resource = '', method = ''] = name.split('.');
    const fn = (
      (client as Record<string, unknown>)[resource] as Record<string, (...args: unknown[]) => unknown>
    )[method];
    // A list is walked one step; `(id, params)` methods refuse a call without an id, so an id is passed
    // first (and an `id` in the params, for a method with two), then the call without ids.
    const start = (...args: unknown[]) => {
      const value = fn?.(...args) as unknown;
      if (value && typeof value === 'object' && !('then' in value) && Symbol.asyncIterator in value)
        return (value as AsyncIterable<unknown>)[Symbol.asyncIterator]().next();
      return Promise.resolve(value);
    };
    await start('id_1', { id: 'id_2', accountId: 'acc_1' })
      .catch(() => start({ accountId: 'acc_1' }))
      .catch(() => {});
    result.set(name, sent[0]);
  }
  return result;
}

/**
 * The rows of a README table under `heading` whose first cell is a method in backticks and second a
 * route in backticks: `client.cards.issue` -> the remaining cells, trimmed.
 */
export function readmeMethodRows(readme: string, heading: string): Map<string, string[]> {
  const section = readme.split(heading)[1]?.split('\n## ')[0] ?? '';
  const rows = new Map<string, string[]>();
  for (const match of section.matchAll(/^\| `([\w.]+)` +\|(.*)\|$/gm)) {
    const cells = (match[2] ?? '').split('|').map((cell) => cell.trim());
    rows.set(match[1] ?? '', cells);
  }
  return rows;
}
