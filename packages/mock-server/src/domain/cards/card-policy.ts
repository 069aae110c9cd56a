import type { CardRecord, CardStatus } from './card-record';

/**
 * What differs between the styles around the one card model (ARCHITECTURE.md: one model, a small policy
 * per style). Everything else (numbering, expiry, status changes and their no-ops, settings, reveal tokens)
 * is the same operation for both.
 */
export interface CardPolicy {
  /** The style whose API issues the card: its views and events are that style's. */
  readonly style: CardRecord['style'];
  /** The status a new card starts in. */
  initialStatus(form: CardRecord['form']): CardStatus;
  /** A label as stored, from the label a request sends. */
  storedLabel(label: string | null): string | null;
  /** Whether a settings change that changes nothing is left unstored and unpublished. */
  readonly skipsUnchangedSettings: boolean;
}

/**
 * Style B's cards (B-1, B-26, B-41): ACTIVE at issue whatever the form; an empty
 * label is no label; every settings change is stored and published, even one that changes nothing.
 *
 * @example
 * issuePolicyCard(ctx, STYLE_B_CARDS, bin.bin, terms);
 */
export const STYLE_B_CARDS: CardPolicy = {
  style: 'b',
  initialStatus: () => 'ACTIVE',
  storedLabel: (label) => (label ? label : null),
  skipsUnchangedSettings: false,
};

/**
 * Style A's cards: a VIRTUAL card is ACTIVE at once, a PHYSICAL one INACTIVE until it is
 * delivered and activated; a label is stored as sent (the face reads "" as null, which removes it); a
 * change that changes nothing is not stored and publishes nothing.
 *
 * @example
 * issuePolicyCard(ctx, STYLE_A_CARDS, program.bin, terms);
 */
export const STYLE_A_CARDS: CardPolicy = {
  style: 'a',
  initialStatus: (form) => (form === 'VIRTUAL' ? 'ACTIVE' : 'INACTIVE'),
  storedLabel: (label) => label,
  skipsUnchangedSettings: true,
};
