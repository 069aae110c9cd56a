import { isoTime } from '../clock';
import type { DomainContext, Environment, PartnerScope } from '../context';
import { inScope } from '../context';
import { prefixedId, randomToken, uuid } from '../ids';
import { type Collection, defineCollection } from '../storage';

/** A Style B partner: the top-level partner account its sub-accounts hang under. */
export interface PartnerRecord {
  id: string;
  /** The partner account's UUID, the `parentAccountId` of every register call. */
  parentAccountId: string;
  name: string;
  /** Signs the partner's webhooks (part 6.1). */
  webhookSecret: string;
  createdAt: string;
}

/** OAuth client credentials of one partner in one environment (one set per environment). */
export interface PartnerCredentials {
  /** The partner's id, stored under its original name (G-87). */
  programId: string;
  environment: Environment;
  clientId: string;
  clientSecret: string;
}

/**
 * Both environments every partner has.
 *
 * @example
 * for (const environment of ENVIRONMENTS) console.log(environment);
 */
export const ENVIRONMENTS: readonly Environment[] = ['sandbox', 'production'];

/**
 * Partners, unique by their partner account (the `parentAccountId` of register calls). The collection keeps
 * its stored name `b.programs` (G-87), so a `--data-dir` saved before the rename still opens.
 */
export const PARTNERS = defineCollection<PartnerRecord, never, 'byParentAccount'>({
  name: 'b.programs',
  unique: { byParentAccount: (partner) => partner.parentAccountId },
});
/** Client credentials, keyed by client id. */
export const CREDENTIALS = defineCollection<PartnerCredentials>({ name: 'b.credentials' });

const partners = (ctx: DomainContext) => ctx.storage.collection(PARTNERS);
const credentials = (ctx: DomainContext) => ctx.storage.collection(CREDENTIALS);

/**
 * Creates a partner and its client credentials for both environments (no BINs: see `seedPartner`).
 *
 * @example
 * const { partner, credentials } = createPartner(ctx, { name: 'Acme' });
 */
export function createPartner(
  ctx: DomainContext,
  input: { name: string },
): { partner: PartnerRecord; credentials: Record<Environment, PartnerCredentials> } {
  const partner: PartnerRecord = {
    id: prefixedId('prog', ctx.random),
    parentAccountId: uuid(ctx.random),
    name: input.name,
    webhookSecret: randomToken(40, ctx.random),
    createdAt: isoTime(ctx.clock.now()),
  };
  partners(ctx).put(partner.id, partner);
  const make = (environment: Environment): PartnerCredentials => {
    const created: PartnerCredentials = {
      programId: partner.id,
      environment,
      // The environment in the id helps humans reading logs; it carries no meaning for the mock.
      clientId: prefixedId(environment === 'sandbox' ? 'cli_sbx' : 'cli_prd', ctx.random),
      clientSecret: randomToken(48, ctx.random),
    };
    credentials(ctx).put(created.clientId, created);
    return created;
  };
  return { partner, credentials: { sandbox: make('sandbox'), production: make('production') } };
}

/**
 * A partner by id, or `undefined`.
 *
 * @example
 * const partner = getPartner(ctx, scope.programId);
 */
export function getPartner(ctx: DomainContext, partnerId: string): PartnerRecord | undefined {
  return partners(ctx).get(partnerId);
}

/**
 * Every partner, in creation order. A scan, fine because partners are bounded by design: the mock seeds
 * one, and only tests create more.
 *
 * @example
 * const [first] = listPartners(ctx);
 */
export function listPartners(ctx: DomainContext): PartnerRecord[] {
  return [...partners(ctx).values()];
}

/**
 * The partner whose account is `parentAccountId`, through its unique index.
 *
 * @example
 * partnerByParentAccount(ctx, body.parentAccountId)?.id;
 */
export function partnerByParentAccount(
  ctx: DomainContext,
  parentAccountId: string,
): PartnerRecord | undefined {
  return partners(ctx).findUnique('byParentAccount', parentAccountId);
}

/**
 * The credentials a client id belongs to, or `undefined`; the OAuth layer compares the secret itself.
 *
 * @example
 * const found = findCredentials(ctx, clientId);
 * if (!found || found.clientSecret !== clientSecret) throw unauthorized();
 */
export function findCredentials(ctx: DomainContext, clientId: string): PartnerCredentials | undefined {
  return credentials(ctx).get(clientId);
}

/**
 * The record under `id` if it belongs to `scope`, else `undefined`: a record of another partner or
 * environment must look exactly like a missing one.
 *
 * @example
 * const card = findInScope(ctx.storage.collection<CardRecord>('b.cards'), cardId, scope);
 */
export function findInScope<T extends PartnerScope>(
  collection: Collection<T>,
  id: string,
  scope: PartnerScope,
): T | undefined {
  const record = collection.get(id);
  return record && inScope(record, scope) ? record : undefined;
}
