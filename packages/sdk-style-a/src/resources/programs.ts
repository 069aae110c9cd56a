import * as OPS from '@card-issuance/contracts/style-a';
import { type WithQuery, withQuery } from '../core/bind';
import type { ClientContext } from '../core/client-context';
import { type ListAll, listing } from '../core/listing';

/**
 * Card programs of the caller's organization, with their funding model and issuance fee.
 *
 * @example
 * const { items } = await client.programs.list();
 */
export interface ProgramsResource {
  /** `GET /v1/programs`: one page. */
  list: WithQuery<'listPrograms'>;
  /** Every program, page after page (`for await`). */
  listAll: ListAll<'listPrograms'>;
}

/**
 * Creates {@link ProgramsResource} for a client.
 *
 * @example
 * const programs = createProgramsResource(ctx);
 */
export function createProgramsResource(ctx: ClientContext): ProgramsResource {
  const list = withQuery<'listPrograms'>(ctx, OPS.listPrograms);
  return { list, listAll: listing(list) };
}
