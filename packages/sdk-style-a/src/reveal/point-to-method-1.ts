import type { StyleAApiError } from '../errors/style-a-api-error';

/**
 * Adds the way out to a 403 of Method 2: an organization without `pciRevealEnabled` reveals with Method 1
 * (a secure-details token and the hosted widget). Any other error is returned unchanged. Lives in the
 * lazily loaded reveal entry, so it rebuilds the error with the class of the client that threw it.
 *
 * @example
 * await createPaymentDetails(cardId, body).catch((error) => { throw pointToMethod1(error); });
 */
export function pointToMethod1(error: unknown): unknown {
  const apiError = error as StyleAApiError;
  // A 403 is a PermissionDeniedError (a subclass of StyleAApiError this entry does not import).
  if (apiError?.name !== 'PermissionDeniedError' || apiError.code !== 'FORBIDDEN') return error;
  const hint =
    'if the organization is not enabled for PCI reveal (pciRevealEnabled false), use Method 1: ' +
    'cards.getSecureDetailsToken(cardId) with the hosted widget (@card-issuance/sdk-style-a/widget)';
  const { code, status, requestId, method, path, headers, body } = apiError;
  const message = apiError.message.slice(`${code}: `.length, apiError.message.lastIndexOf(' ('));
  const ErrorClass = apiError.constructor as typeof StyleAApiError;
  const init = { code, status, requestId, method, path, headers, body };
  return new ErrorClass({ ...init, message: `${message}; ${hint}` });
}
