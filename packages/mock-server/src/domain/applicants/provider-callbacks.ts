import { isoTime } from '../clock/iso-time';
import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import { uuid } from '../ids';
import { allProviderConfigs, type ProviderKind, sameSecret } from '../organizations';
import { defineCollection } from '../storage';
import { signStyleA } from '../webhooks/signing';
import { applicantById } from './applicant-store';
import { decideTenantKyc } from './kyc-handoff';

/** An inbound provider callback as the mock recorded it. */
export interface ProviderCallbackRecord {
  id: string;
  kind: ProviderKind;
  /** The organization whose secret signed it. */
  organizationId: string;
  receivedAt: string;
  payload: Record<string, unknown>;
  /** `applied` when it changed something, `ignored` for an unknown applicant, `recorded` otherwise. */
  outcome: 'applied' | 'ignored' | 'recorded';
}

/** The storage collection of received callbacks, by name. */
export const PROVIDER_CALLBACKS = 'a.provider-callbacks';

/** The log keeps this many callbacks; older ones are dropped first (DECISIONS.md G-31). */
export const PROVIDER_CALLBACK_CAPACITY = 500;

const ALL = 'all';
/** Received callbacks, in arrival order. */
export const PROVIDER_CALLBACK_LOG = defineCollection<ProviderCallbackRecord, 'all'>({
  name: PROVIDER_CALLBACKS,
  indexes: { all: () => ALL },
});

/**
 * The organization whose `kind` secret signed `rawBody` (lowercase hex HMAC-SHA256, compared in constant
 * time), or `unauthorized` with no effect. Runs before the body is parsed.
 *
 * @example
 * const organizationId = await verifyCallbackSignature(ctx, 'kyc', rawBody, c.req.header('x-veritas-signature'));
 */
export async function verifyCallbackSignature(
  ctx: DomainContext,
  kind: ProviderKind,
  rawBody: string,
  signature: string | undefined,
): Promise<string> {
  const given = signature?.trim().toLowerCase() ?? '';
  let signer: string | undefined;
  for (const config of allProviderConfigs(ctx)) {
    // Every secret is tried, so the time taken does not tell which organization (if any) matched.
    const matches = sameSecret(given, await signStyleA(config.secrets[kind], rawBody));
    if (matches && signer === undefined) signer = config.organizationId;
  }
  if (given === '' || signer === undefined) {
    throw new DomainError('unauthorized', 'callback signature is missing or does not match', {
      field: 'signature',
    });
  }
  return signer;
}

function record(
  ctx: DomainContext,
  kind: ProviderKind,
  organizationId: string,
  payload: Record<string, unknown>,
  outcome: ProviderCallbackRecord['outcome'],
): ProviderCallbackRecord {
  const received: ProviderCallbackRecord = {
    id: uuid(ctx.random),
    kind,
    organizationId,
    receivedAt: isoTime(ctx.clock.now()),
    payload,
    outcome,
  };
  const log = ctx.storage.collection(PROVIDER_CALLBACK_LOG);
  log.put(received.id, received);
  const excess = log.size - PROVIDER_CALLBACK_CAPACITY;
  if (excess > 0) {
    for (const oldest of log.page('all', ALL, { offset: 0, limit: excess }).items) log.delete(oldest.id);
  }
  return received;
}

/** A KYC provider callback `{type, applicant_id, review_answer, created_at}` as the face has validated it. */
export interface KycCallbackInput {
  type: string;
  applicant_id: string;
  review_answer: 'GREEN' | 'RED';
  created_at: string;
}

/**
 * A verified and validated KYC provider callback, recorded with the `payload` as it arrived:
 * an applicant unknown to the signing organization is recorded and ignored; otherwise GREEN approves and
 * RED rejects.
 *
 * @example
 * receiveKycCallback(ctx, organizationId, callback, JSON.parse(rawBody)).outcome; // 'applied'
 */
export function receiveKycCallback(
  ctx: DomainContext,
  organizationId: string,
  callback: KycCallbackInput,
  payload: Record<string, unknown>,
): ProviderCallbackRecord {
  const applicant = applicantById(ctx, callback.applicant_id);
  if (!applicant || applicant.organizationId !== organizationId) {
    return record(ctx, 'kyc', organizationId, payload, 'ignored');
  }
  decideTenantKyc(ctx, applicant, callback.review_answer);
  return record(ctx, 'kyc', organizationId, payload, 'applied');
}

/**
 * A verified and validated issuer or wallet provider callback `{event, data}`: recorded with
 * the `payload` as it arrived, no other effect yet.
 *
 * @example
 * receiveEventCallback(ctx, 'wallet', organizationId, JSON.parse(rawBody));
 */
export function receiveEventCallback(
  ctx: DomainContext,
  kind: 'issuer' | 'wallet',
  organizationId: string,
  payload: Record<string, unknown>,
): ProviderCallbackRecord {
  return record(ctx, kind, organizationId, payload, 'recorded');
}

/**
 * Every callback received (the newest {@link PROVIDER_CALLBACK_CAPACITY}), oldest first: a read of the
 * whole log, bounded by its capacity, for tests.
 *
 * @example
 * listProviderCallbacks(mock.ctx).filter((c) => c.kind === 'wallet');
 */
export function listProviderCallbacks(ctx: DomainContext): ProviderCallbackRecord[] {
  return ctx.storage.collection(PROVIDER_CALLBACK_LOG).find('all', ALL);
}
