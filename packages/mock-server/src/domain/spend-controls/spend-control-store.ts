import type { ApplicantRecord } from '../applicants';
import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import type { Caller } from '../organizations';
import { type DomainPage, type KeysetRequest, pageOfIndex } from '../pagination';
import { defineCollection } from '../storage';

/** What a spend control's `keywords` match (Style A's `SpendControl`). */
export const SPEND_CONTROL_USAGES = ['MCC', 'SCENARIO', 'TRANSACTION_CURRENCY'] as const;
/** Whether a spend control blocks or only allows what it matches (Style A's `SpendControl`). */
export const SPEND_CONTROL_LIST_TYPES = ['BLACKLIST', 'WHITELIST'] as const;

/** A spend control's usage. */
export type SpendControlUsage = (typeof SPEND_CONTROL_USAGES)[number];
/** A spend control's list type. */
export type SpendControlListType = (typeof SPEND_CONTROL_LIST_TYPES)[number];

/** One rule on an applicant's issuer account; `id` is an integer unique in the mock. */
export interface SpendControlRecord {
  id: number;
  applicantId: string;
  organizationId: string;
  usage: SpendControlUsage;
  keywords: string;
  listType: SpendControlListType;
}

/** The storage collection of spend controls, keyed by the decimal id, by name. */
export const SPEND_CONTROLS = 'a.spend-controls';

/** The spend controls, by applicant and by organization. */
export const SPEND_CONTROL_COLLECTION = defineCollection<
  SpendControlRecord,
  'byApplicant' | 'byOrganization'
>({
  name: SPEND_CONTROLS,
  indexes: {
    byApplicant: (control) => control.applicantId,
    byOrganization: (control) => control.organizationId,
  },
});
// The last id handed out, kept in storage so snapshots and restores carry it and ids are never reused.
const SPEND_CONTROL_SEQUENCE = 'a.spend-control-sequence';

const controls = (ctx: DomainContext) => ctx.storage.collection(SPEND_CONTROL_COLLECTION);

function nextId(ctx: DomainContext): number {
  const sequence = ctx.storage.collection<{ last: number }>(SPEND_CONTROL_SEQUENCE);
  const last = (sequence.get('last')?.last ?? 0) + 1;
  sequence.put('last', { last });
  return last;
}

/** `POST /v1/applicants/{id}/spend-controls` as the face has validated it (SpendControlCreateRequest). */
export interface CreateSpendControlInput {
  usage: SpendControlUsage;
  /** Already checked against `usage` by the face: four digits, three upper-case letters, or a scenario. */
  keywords: string;
  list_type: SpendControlListType;
}

/**
 * `POST /v1/applicants/{id}/spend-controls`: adds the rule to the applicant. The same usage,
 * keywords and list type already on the applicant is `unprocessable` with reason
 * `issuer_duplicate_spend_control`, the message holding the issuer's detail.
 *
 * @example
 * createSpendControl(ctx, applicant, { usage: 'MCC', keywords: '5967', list_type: 'BLACKLIST' }).id; // 1
 */
export function createSpendControl(
  ctx: DomainContext,
  applicant: ApplicantRecord,
  input: CreateSpendControlInput,
): SpendControlRecord {
  const { usage, keywords, list_type: listType } = input;
  const duplicate = applicantSpendControls(ctx, applicant.id).some(
    (r) => r.usage === usage && r.keywords === keywords && r.listType === listType,
  );
  if (duplicate) {
    throw new DomainError(
      'unprocessable',
      `issuer: spend control ${usage} ${keywords} ${listType} already exists`,
      {
        reason: 'issuer_duplicate_spend_control',
      },
    );
  }
  const record: SpendControlRecord = {
    id: nextId(ctx),
    applicantId: applicant.id,
    organizationId: applicant.organizationId,
    usage,
    keywords,
    listType,
  };
  controls(ctx).put(String(record.id), record);
  return record;
}

/** Optional filters of {@link listSpendControls}, validated; `applicant` is already resolved in scope. */
export interface SpendControlFilters {
  usage?: SpendControlUsage | undefined;
  list_type?: SpendControlListType | undefined;
  applicant?: ApplicantRecord | undefined;
}

/**
 * One page of the spend controls of the applicants the caller reaches (A-5, A-31, G-42), by id, filtered by
 * `usage`, `list_type` and applicant. Read from the index by applicant (with that filter) or by
 * organization (a reseller's organizations merged in insertion order). Ids come from a counter that never
 * goes back, so insertion order is id order, oldest first. `usage` and `list_type` are held by no index:
 * with them the page reads on past the records they refuse (it costs what it reads, within those keys),
 * and a cursor must name a rule they keep. Paged by the storage id, the id in digits.
 *
 * @example
 * listSpendControls(ctx, caller, { usage: 'MCC' }, { limit: 20 }).items.map((r) => r.keywords); // ['5967']
 */
export function listSpendControls(
  ctx: DomainContext,
  caller: Caller,
  filters: SpendControlFilters,
  request: KeysetRequest,
): DomainPage<SpendControlRecord> {
  const { usage, list_type: listType, applicant } = filters;
  const where =
    usage === undefined && listType === undefined
      ? undefined
      : (r: SpendControlRecord) =>
          (usage === undefined || r.usage === usage) && (listType === undefined || r.listType === listType);
  // `applicant` is already resolved in the caller's scope, so its rules are all reachable.
  const page = { ...request, newestFirst: false };
  return applicant
    ? pageOfIndex(controls(ctx), 'byApplicant', applicant.id, page, where)
    : pageOfIndex(controls(ctx), 'byOrganization', [...new Set(caller.scope)], page, where);
}

/**
 * The spend controls of one applicant, regardless of caller (for the network simulator).
 *
 * @example
 * applicantSpendControls(ctx, 'app_8Fk2...').length;
 */
export function applicantSpendControls(ctx: DomainContext, applicantId: string): SpendControlRecord[] {
  return controls(ctx).find('byApplicant', applicantId);
}

/**
 * `DELETE /v1/applicants/{id}/spend-controls/{controlId}`: removes the applicant's rule and
 * answers it; one that is not a rule of this applicant is `not_found`.
 *
 * @example
 * deleteSpendControl(ctx, applicant, 101).keywords; // '5967'
 */
export function deleteSpendControl(
  ctx: DomainContext,
  applicant: ApplicantRecord,
  controlId: number,
): SpendControlRecord {
  const record = controls(ctx).get(String(controlId));
  if (!record || record.applicantId !== applicant.id) {
    throw new DomainError('not_found', `spend control ${controlId} not found`);
  }
  controls(ctx).delete(String(controlId));
  return record;
}

/**
 * A spend control as Style A shows it (the SpendControl schema, A-31).
 *
 * @example
 * spendControlView(record); // { id: 101, applicant_id: 'app_...', usage: 'MCC', keywords: '5967', list_type: 'BLACKLIST' }
 */
export function spendControlView(record: SpendControlRecord) {
  return {
    id: record.id,
    applicant_id: record.applicantId,
    usage: record.usage,
    keywords: record.keywords,
    list_type: record.listType,
  };
}
