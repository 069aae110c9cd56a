import * as OPS from '@card-issuance/contracts/style-a';
import { type ById, byId, type WithBody, withBody } from '../core/bind';
import type { ClientContext } from '../core/client-context';

/**
 * The issuer-side cardholder of an approved applicant within a program.
 *
 * @example
 * const holder = await client.cardholders.create({ applicant_id, program_id });
 */
export interface CardholdersResource {
  /** `POST /v1/cardholders`; an `Idempotency-Key` is generated unless given. */
  create: WithBody<'createCardholder'>;
  /** `GET /v1/cardholders/{id}`. */
  get: ById<'getCardholder'>;
}

/**
 * Creates {@link CardholdersResource} for a client.
 *
 * @example
 * const cardholders = createCardholdersResource(ctx);
 */
export function createCardholdersResource(ctx: ClientContext): CardholdersResource {
  return { create: withBody(ctx, OPS.createCardholder), get: byId(ctx, OPS.getCardholder) };
}
