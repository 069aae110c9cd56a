/**
 * Why {@link mountCardWidget} failed:
 * - `TARGET_NOT_FOUND`: no element matches the selector, the element is not in the document, or there is
 *   no document (not a browser);
 * - `SCRIPT_LOAD_FAILED`: the hosted script at `script_url` did not load (network, CSP, aborted);
 * - `WIDGET_UNAVAILABLE`: the script loaded but defined no `CardIssuanceWidget.mount`;
 * - `TOKEN_EXPIRED`: the token's `expires_in` ran out before the mount; ask your server for a new one;
 * - `INVALID_DETAILS`: what was passed is not the answer of `cards.getSecureDetailsToken`.
 *
 * @example
 * const code: CardWidgetErrorCode = 'TOKEN_EXPIRED';
 */
export type CardWidgetErrorCode =
  | 'TARGET_NOT_FOUND'
  | 'SCRIPT_LOAD_FAILED'
  | 'WIDGET_UNAVAILABLE'
  | 'TOKEN_EXPIRED'
  | 'INVALID_DETAILS';

/**
 * The hosted widget could not be mounted. Branch on `code`; the message says what to do. Never holds the
 * token or card data.
 *
 * @example
 * try {
 *   await mountCardWidget('#card', details);
 * } catch (error) {
 *   if (error instanceof CardWidgetError && error.code === 'TOKEN_EXPIRED') await mountCardWidget('#card', await fetchNewToken());
 *   else throw error;
 * }
 */
export class CardWidgetError extends Error {
  override readonly name = 'CardWidgetError';
  readonly code: CardWidgetErrorCode;

  constructor(code: CardWidgetErrorCode, message: string, options?: { cause?: unknown }) {
    super(`${code}: ${message}`, options);
    this.code = code;
  }
}
