import { OPERATION_SCHEMAS } from '@card-issuance/contracts/mock-control-operation-schemas';
import * as operations from '@card-issuance/contracts/mock-control-operations';
import * as z from 'zod';
import type { DomainContext } from '../domain/context';
import {
  type FaceBinding,
  type FaceHandlers,
  type OperationEntry,
  operationsOf,
  type RequestSchemas,
  reply,
} from '../http';
import { controlSuccess } from './control-envelope';

type Operations = Omit<typeof operations, 'ANONYMOUS_PATHS'>;

/** Per control operation id, its handler (http/bind-operations.ts); the table holds everything else. */
export type ControlHandlers = FaceHandlers<Operations, typeof OPERATION_SCHEMAS, undefined>;

/** The control API's operations by id, from the table generated from specs/mock-control.openapi.yaml. */
export const CONTROL_OPERATIONS = operationsOf<Operations>(operations, OPERATION_SCHEMAS);

// What an operation without a query or a body takes: nothing (G-12, G-18), refused key by key.
const NOTHING = z.strictObject({});

/**
 * The generated schemas of each operation, with the parts the spec leaves out made empty and strict: no
 * query parameter where it declares none, no body on a `POST`, `PUT`, `PATCH` or `DELETE` that takes none.
 */
export const CONTROL_SCHEMAS: Record<string, RequestSchemas> = Object.fromEntries(
  Object.entries(OPERATION_SCHEMAS).map(([id, declared]) => {
    const { method } = CONTROL_OPERATIONS[id] as OperationEntry;
    const parts: RequestSchemas = { query: NOTHING, ...declared };
    if (method !== 'GET' && !parts.body) parts.body = NOTHING;
    return [id, parts];
  }),
);

/**
 * Answers `{data}` with `201 Created`: what the operations that make something answer.
 *
 * @example
 * createFault: (input) => created(addFault(ctx, input)),
 */
export const created = (data: unknown) => reply(data, { status: 201 });

/**
 * What the control API brings to the operation binder: no authentication (the control guard of the edge,
 * app/control-guard.ts, checks the control token before a request gets here), no roles, no
 * `Idempotency-Key`, the same issue rule for every field (`INVALID_REQUEST`), schemas strict at every depth
 * (G-12) and the `{data}` envelope.
 *
 * @example
 * bindOperations(app, controlBinding(ctx), handlers);
 */
export function controlBinding(ctx: DomainContext): FaceBinding<undefined> {
  return {
    ctx,
    operations: CONTROL_OPERATIONS,
    schemas: CONTROL_SCHEMAS,
    policy: {
      authenticate: () => undefined,
      authorize: () => undefined,
      idempotencyScope: () => 'control',
      issueRule: () => undefined,
      success: controlSuccess,
    },
  };
}
