import type { AccountRecord } from '../accounts/account-record';
import type { ApplicantRecord } from '../applicants/applicant-record';
import type { CardholderRecord } from '../cardholders/cardholder-record-types';
import type { CardRecord } from '../cards/card-record-types';
import type { TransactionRecord } from '../transactions/transaction-record';

/** Why a card's status changed: the action taken on it, or its expiry on the clock. */
export type CardStatusCause = 'freeze' | 'unfreeze' | 'close' | 'expire' | 'restrict' | 'unrestrict';

/**
 * Who acted on a card: its style's API (the default), the merchant portal (the sandbox dashboard), an
 * administrator, or the issuer's risk policy. Style B's reason codes tell them apart (part 6.1).
 */
export type CardChannel = 'api' | 'portal' | 'administrator' | 'risk_policy';

/**
 * Something that happened in the domain, in neither style's words. The faces translate facts into their
 * own events (names, payload views, reason codes); the domain never names a style's event.
 *
 * @example
 * ctx.publish({ type: 'card.status_changed', card, cause: 'freeze' });
 */
export type DomainFact =
  /** A Style B sub-account's KYC case was decided (B-15). */
  | {
      type: 'account.kyc_decided';
      account: AccountRecord;
      caseId: string;
      status: 'APPROVED' | 'REJECTED';
      reason: string | null;
    }
  /** A KYB decision was recorded for a Style B sub-account (B-16). */
  | {
      type: 'account.kyb_decided';
      account: AccountRecord;
      caseId: string;
      status: 'APPROVED' | 'REJECTED';
      reason: string | null;
    }
  /** A Style A applicant passed tenant KYC. */
  | { type: 'applicant.kyc_approved'; applicant: ApplicantRecord }
  /** Platform credit was bought for a Style A organization. */
  | {
      type: 'credit.purchased';
      organizationId: string;
      purchase: { id: string; amount_cents: number; status: 'SETTLED' };
    }
  | { type: 'cardholder.created'; cardholder: CardholderRecord }
  | { type: 'cardholder.status_changed'; cardholder: CardholderRecord }
  | { type: 'card.issued'; card: CardRecord; via: CardChannel }
  | { type: 'card.status_changed'; card: CardRecord; cause: CardStatusCause; via: CardChannel }
  /** Label or spending limit changed. */
  | { type: 'card.settings_changed'; card: CardRecord }
  /** A physical card moved one step on its way to the cardholder. */
  | { type: 'card.shipping_changed'; card: CardRecord }
  | {
      type: 'transaction.recorded';
      transaction: TransactionRecord;
      /** The style of the card it was made with. */
      style: 'a' | 'b';
      change: 'created' | 'updated';
    };
