import type { CardChannel, DomainContext } from '../context';
import type { CardPolicy } from './card-policy';
import { type CardRecord, cardsOf } from './card-record';
import { assertChangeable } from './card-status';
import { type CardDraft, issueCard } from './issue-card';

// The card operations of both styles, once: each style's rules decide what to issue and which card a
// request names; these do it the same way with the style's policy. Status changes are `changeCardStatus`,
// reveal tokens `createRevealToken`.

/** What a style's issuance rules decide: the draft less what the policy decides (style, first status). */
export type CardTerms = Omit<CardDraft, 'style' | 'status'>;

/**
 * Issues a card on `bin` with the terms a style's rules decided, in that style's first status.
 *
 * @example
 * const card = issuePolicyCard(ctx, STYLE_A_CARDS, program.bin, terms);
 */
export function issuePolicyCard(
  ctx: DomainContext,
  policy: CardPolicy,
  bin: string,
  terms: CardTerms,
  via: CardChannel = 'api',
): CardRecord {
  const { tenantId, environment, ownerId, cardholderId, productId, form, ...rest } = terms;
  // The record's fields in their usual order (style and status among them), so stored cards read the same.
  const draft: CardDraft = {
    style: policy.style,
    tenantId,
    environment,
    ownerId,
    cardholderId,
    productId,
    form,
    status: policy.initialStatus(form),
    ...rest,
  };
  return issueCard(ctx, bin, draft, via);
}

/** A change of a card's settings: absent keeps a setting; a `label` of null removes it. */
export interface CardSettingsChange {
  label?: string | null | undefined;
  spendLimit?: CardRecord['spendLimit'] | undefined;
}

/**
 * Changes a card's label and/or spending limit, both styles: a CLOSED or EXPIRED card is refused
 * (`card_final`); the change is stored and publishes `card.settings_changed`, except that a style whose
 * policy skips unchanged settings returns the card untouched when nothing changed.
 *
 * @example
 * changeCardSettings(ctx, STYLE_B_CARDS, card, { spendLimit: { period: 'DAY', amountCents: 50000 } });
 */
export function changeCardSettings(
  ctx: DomainContext,
  policy: CardPolicy,
  card: CardRecord,
  change: CardSettingsChange,
): CardRecord {
  assertChangeable(card);
  const label = change.label === undefined ? card.label : policy.storedLabel(change.label);
  const spendLimit = change.spendLimit ?? card.spendLimit;
  const unchanged =
    label === card.label &&
    spendLimit.period === card.spendLimit.period &&
    spendLimit.amountCents === card.spendLimit.amountCents;
  if (unchanged && policy.skipsUnchangedSettings) return card;
  const updated = { ...card, label, spendLimit };
  cardsOf(ctx).put(card.id, updated);
  ctx.publish({ type: 'card.settings_changed', card: updated });
  return updated;
}
