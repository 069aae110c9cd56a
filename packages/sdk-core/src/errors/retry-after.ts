/**
 * The wait a `Retry-After` header asks for, in ms: its delay in seconds, or the time until its HTTP date
 * (0 when that date has passed); null when the header is absent or unreadable.
 *
 * @example
 * retryAfterMs(new Headers({ 'retry-after': '20' })); // 20000
 * retryAfterMs(new Headers({ 'retry-after': 'Wed, 21 Oct 2026 07:28:00 GMT' }), Date.now()); // ms until then
 */
export function retryAfterMs(headers: Headers, now: number = Date.now()): number | null {
  const value = headers.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and month; Date.parse alone would read `-5` as a year.
  const date = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
