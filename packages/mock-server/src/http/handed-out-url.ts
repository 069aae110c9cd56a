/**
 * A URL the mock hands out below a face's base URL: the request's origin (what the caller reached, through
 * MSW or a proxy too) and the path of the sandbox's base URL, which carries its `/sandboxes/{id}` prefix
 * however the request arrived, so a sandbox's widget and pages always name that sandbox.
 *
 * @example
 * handedOutUrl('http://127.0.0.1:4010/style-b/v1/cards/widget-token', 'http://127.0.0.1:4010/sandboxes/sbx_1/style-b', '/widget');
 * // 'http://127.0.0.1:4010/sandboxes/sbx_1/style-b/widget'
 */
export function handedOutUrl(requestUrl: string, baseUrl: string, path: string): string {
  return `${new URL(requestUrl).origin}${new URL(baseUrl).pathname.replace(/\/$/, '')}${path}`;
}
