/**
 * Types of every Style A operation, schema and webhook, generated from `specs/style-a.openapi.yaml`.
 *
 * @example
 * import type { paths } from '@card-issuance/sdk-style-a';
 * type Operations = keyof paths;
 */
export type * from './generated/style-a';
