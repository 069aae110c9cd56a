/**
 * Types of every Style B operation, schema and webhook, generated from `specs/style-b.openapi.yaml`.
 *
 * @example
 * import type { paths } from '@card-issuance/sdk-style-b';
 * type Operations = keyof paths;
 */
export type * from './generated/style-b';
