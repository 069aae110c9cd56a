/**
 * Whether a request asks for JSON rather than a page: `Accept` names JSON and not HTML (DECISIONS.md G-43).
 * The docs pages and the dashboard both step aside for such a request.
 *
 * @example
 * wantsJson(new Request(url, { headers: { accept: 'application/json' } })); // true
 */
export function wantsJson(request: Request): boolean {
  const accept = request.headers.get('accept')?.toLowerCase() ?? '';
  return /\bapplication\/([\w.-]+\+)?json\b/.test(accept) && !accept.includes('text/html');
}
