import * as OPS from '@card-issuance/contracts/style-a';
import type { SchemaProgram } from '@card-issuance/contracts/style-a-types';
import type { Binder, CallOptions } from '@card-issuance/sdk-core';
import { listPages } from '../internal/list-pages';
import type { PagePromise } from '../pagination/page';
import type { ListParams } from './organizations';

/** A card program. @example const { items }: { items: Program[] } = await client.programs.list(); */
export interface Program extends SchemaProgram {}

/**
 * Card programs of the caller's organization.
 *
 * @example
 * const { items } = await client.programs.list();
 */
export interface ProgramsResource {
  /**
   * `GET /v1/programs`: await it for one page, `for await` it for every program.
   *
   * @example
   * const { items: programs } = await client.programs.list();
   */
  list(params?: ListParams, options?: CallOptions): PagePromise<Program>;
}

/**
 * Creates {@link ProgramsResource} for a client.
 *
 * @example
 * const programs = createProgramsResource(binder);
 */
export function createProgramsResource(binder: Binder): ProgramsResource {
  return { list: binder.bindWith(OPS.listPrograms, listPages<Program>) };
}
