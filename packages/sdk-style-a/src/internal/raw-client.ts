/**
 * Internal entry, loaded on the first call of `client.raw`: openapi-fetch's client, kept out of the
 * client entry (the methods need only its serializers).
 *
 * @example
 * const { createClient } = await import('../internal/raw-client.js');
 */
export { default as createClient } from 'openapi-fetch';
