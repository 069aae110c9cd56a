/**
 * The error classes of `client.webhooks.verify`: the very classes `@card-issuance/webhook-verifier` exports
 * (a dependency of this package, never a bundled copy), so `instanceof` holds whichever of the two
 * packages a class is imported from. Loaded from the verifier's small `/errors` entry, so the verifier
 * itself still loads only on the first `webhooks.verify`. The names are listed once, in sdk-core
 * (bundled, so esbuild resolves this `export *`; it would drop one of an external package); a test checks
 * that every name arrives.
 *
 * @example
 * import { SignatureMismatchError } from '@card-issuance/sdk-style-b';
 * try {
 *   await client.webhooks.verify({ body, signature });
 * } catch (error) {
 *   if (error instanceof SignatureMismatchError) return new Response(null, { status: 401 });
 *   throw error;
 * }
 */
export * from '@card-issuance/sdk-core/webhook-errors';
