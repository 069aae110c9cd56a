import type { OperationDef } from './operation-def';

/**
 * Finds the operation a request is for, by method and path below the base URL (literal paths before
 * templated ones, so `/v1/cards/spend-controls` is not taken for `/v1/cards/{id}`).
 *
 * @example
 * const find = operationFinder('https://api.test/style-a', STYLE_A_OPERATIONS);
 * find('GET', 'https://api.test/style-a/v1/cards/card_1'); // the getCard entry
 */
export function operationFinder(
  baseUrl: string,
  operations: Readonly<Record<string, OperationDef>>,
): (method: string, url: string) => OperationDef | undefined {
  const basePath = new URL(baseUrl).pathname.replace(/\/+$/, '');
  const matchers = Object.values(operations)
    .map((op) => ({
      op,
      params: op.path.split('{').length,
      pattern: new RegExp(
        `^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
      ),
    }))
    .sort((x, y) => x.params - y.params);
  return (method, url) => {
    const path = new URL(url).pathname.slice(basePath.length);
    return matchers.find((m) => m.op.method === method && m.pattern.test(path))?.op;
  };
}
