import type { DomainContext, Environment, ProgramScope } from '../context';
import { inScope } from '../context';
import { prefixedId, randomToken, uuid } from '../ids';
import { type Collection, defineCollection } from '../storage';
import { isoTime } from './iso-time';

/** A Style B partner program: the top-level partner account its sub-accounts hang under. */
export interface ProgramRecord {
  id: string;
  /** The partner account's UUID, the `parentAccountId` of every register call. */
  parentAccountId: string;
  name: string;
  /** Signs the program's webhooks (part 6.1). */
  webhookSecret: string;
  createdAt: string;
}

/** OAuth client credentials of one program in one environment (DESIGN.md part 4: separate per environment). */
export interface ProgramCredentials {
  programId: string;
  environment: Environment;
  clientId: string;
  clientSecret: string;
}

/**
 * Both environments every program has.
 *
 * @example
 * for (const environment of ENVIRONMENTS) console.log(environment);
 */
export const ENVIRONMENTS: readonly Environment[] = ['sandbox', 'production'];

/** Partner programs, unique by their partner account (the `parentAccountId` of register calls). */
export const PROGRAMS = defineCollection<ProgramRecord, never, 'byParentAccount'>({
  name: 'b.programs',
  unique: { byParentAccount: (program) => program.parentAccountId },
});
/** Client credentials, keyed by client id. */
export const CREDENTIALS = defineCollection<ProgramCredentials>({ name: 'b.credentials' });

const programs = (ctx: DomainContext) => ctx.storage.collection(PROGRAMS);
const credentials = (ctx: DomainContext) => ctx.storage.collection(CREDENTIALS);

/**
 * Creates a program and its client credentials for both environments (no BINs: see `seedProgram`).
 *
 * @example
 * const { program, credentials } = createProgram(ctx, { name: 'Acme' });
 */
export function createProgram(
  ctx: DomainContext,
  input: { name: string },
): { program: ProgramRecord; credentials: Record<Environment, ProgramCredentials> } {
  const program: ProgramRecord = {
    id: prefixedId('prog', ctx.random),
    parentAccountId: uuid(ctx.random),
    name: input.name,
    webhookSecret: randomToken(40, ctx.random),
    createdAt: isoTime(ctx.clock.now()),
  };
  programs(ctx).put(program.id, program);
  const make = (environment: Environment): ProgramCredentials => {
    const created: ProgramCredentials = {
      programId: program.id,
      environment,
      // The environment in the id helps humans reading logs; it carries no meaning for the mock.
      clientId: prefixedId(environment === 'sandbox' ? 'cli_sbx' : 'cli_prd', ctx.random),
      clientSecret: randomToken(48, ctx.random),
    };
    credentials(ctx).put(created.clientId, created);
    return created;
  };
  return { program, credentials: { sandbox: make('sandbox'), production: make('production') } };
}

/**
 * A program by id, or `undefined`.
 *
 * @example
 * const program = getProgram(ctx, scope.programId);
 */
export function getProgram(ctx: DomainContext, programId: string): ProgramRecord | undefined {
  return programs(ctx).get(programId);
}

/**
 * Every program, in creation order. A scan, fine because programs are bounded by design: the mock seeds
 * one, and only tests create more.
 *
 * @example
 * const [first] = listPrograms(ctx);
 */
export function listPrograms(ctx: DomainContext): ProgramRecord[] {
  return [...programs(ctx).values()];
}

/**
 * The program whose partner account is `parentAccountId`, through its unique index.
 *
 * @example
 * programByParentAccount(ctx, body.parentAccountId)?.id;
 */
export function programByParentAccount(
  ctx: DomainContext,
  parentAccountId: string,
): ProgramRecord | undefined {
  return programs(ctx).findUnique('byParentAccount', parentAccountId);
}

/**
 * The credentials a client id belongs to, or `undefined`; the OAuth layer compares the secret itself.
 *
 * @example
 * const found = findCredentials(ctx, clientId);
 * if (!found || found.clientSecret !== clientSecret) throw unauthorized();
 */
export function findCredentials(ctx: DomainContext, clientId: string): ProgramCredentials | undefined {
  return credentials(ctx).get(clientId);
}

/**
 * The record under `id` if it belongs to `scope`, else `undefined`: a record of another program or
 * environment must look exactly like a missing one.
 *
 * @example
 * const card = findInScope(ctx.storage.collection<CardRecord>('b.cards'), cardId, scope);
 */
export function findInScope<T extends ProgramScope>(
  collection: Collection<T>,
  id: string,
  scope: ProgramScope,
): T | undefined {
  const record = collection.get(id);
  return record && inScope(record, scope) ? record : undefined;
}
