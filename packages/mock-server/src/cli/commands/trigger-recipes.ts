import {
  callJson,
  control,
  purchase,
  styleAApplicant,
  styleACard,
  styleBAccount,
  styleBCard,
} from '../../testing';
import type { Connection } from './connect';

/** What a recipe created, by name (ids only, never tokens, secrets or card data). */
export type Created = Record<string, string>;

type Target = Connection['target'];

/** How `trigger` makes one event type happen: the steps that lead to it, through the public APIs. */
export interface TriggerRecipe {
  style: 'a' | 'b';
  /** What `trigger --list` says it does. */
  does: string;
  run(target: Target): Promise<Created>;
}

const recipe = (
  style: 'a' | 'b',
  does: string,
  run: (target: Target) => Promise<Created>,
): TriggerRecipe => ({
  style,
  does,
  run,
});

async function styleBAccountIds(target: Target): Promise<Created> {
  const { accountId, walletId } = await styleBAccount(target);
  return { accountId, walletId };
}

async function styleBKyb(target: Target): Promise<Created> {
  const { accountId, walletId } = await styleBAccount(target);
  await control(target).styleB.kybDecision({ accountId, status: 'APPROVED' });
  return { accountId, walletId };
}

async function styleBCardIds(target: Target): Promise<Created & { token: string }> {
  const { token, accountId, walletId, cardholderId, budgetId, cardId } = await styleBCard(target);
  return { token, accountId, walletId, cardholderId, budgetId, cardId };
}

async function styleBIssued(target: Target): Promise<Created> {
  const { token: _token, ...ids } = await styleBCardIds(target);
  return ids;
}

async function styleBFrozen(target: Target): Promise<Created> {
  const { token, ...ids } = await styleBCardIds(target);
  const url = `${target.config.styleB.baseUrl}/v1/cards/${ids.cardId}/freeze`;
  await callJson(
    target.fetch,
    'freeze card',
    'POST',
    url,
    { accountId: ids.accountId },
    { 'x-access-token': token },
  );
  return ids;
}

const styleBPurchase =
  (settle: boolean) =>
  async (target: Target): Promise<Created> => {
    const ids = await styleBIssued(target);
    const { cardTransactionId } = await purchase(target, ids.cardId as string, { amount: '12.34', settle });
    return { ...ids, cardTransactionId };
  };

async function styleAApproved(target: Target): Promise<Created> {
  const { applicantId, organizationId } = await styleAApplicant(target);
  return { applicantId, organizationId };
}

/** A funded Style A prepaid card, then the card calls `calls` make on it (`suffix` after its URL). */
const styleACardThen =
  (...calls: Array<{ step: string; method: string; suffix: string; body?: unknown }>) =>
  async (target: Target): Promise<Created> => {
    const { token, applicantId, cardholderId, cardId, programId } = await styleACard(target, {
      fundCents: 5_000,
    });
    const url = `${target.config.styleA.baseUrl}/v1/cards/${cardId}`;
    for (const { step, method, suffix, body } of calls)
      await callJson(target.fetch, step, method, `${url}${suffix}`, body, {
        authorization: `Bearer ${token}`,
      });
    return { applicantId, programId, cardholderId, cardId };
  };

const FREEZE = { step: 'freeze card', method: 'POST', suffix: '/freeze' };

async function creditPurchase(target: Target): Promise<Created> {
  const organizationId = target.config.styleA.organizations?.[0]?.id;
  if (!organizationId) throw new Error('the mock lists no Style A organization in /_mock/config');
  const purchase = await control(target).styleA.settleCreditPurchase({
    organizationId,
    amount_cents: 10_000,
  });
  return { organizationId, creditPurchaseId: purchase.id };
}

/**
 * Every event type `trigger` can fire: its style, what it does, and the steps (the journeys of
 * `@card-issuance/mock-server/testing` where one fits). A new event type is one more entry.
 *
 * @example
 * const created = await TRIGGER_RECIPES['CARD.CREATED']?.run(target);
 */
export const TRIGGER_RECIPES: Record<string, TriggerRecipe> = {
  'KYC.UPDATED': recipe('b', 'a sub-account through KYC and init', styleBAccountIds),
  'KYB.UPDATED': recipe('b', 'a sub-account, then a KYB decision (APPROVED) on it', styleBKyb),
  'CARDHOLDER.CREATED': recipe('b', 'a sub-account, a cardholder, a funded budget and a card', styleBIssued),
  'CARDHOLDER.UPDATED': recipe('b', 'a cardholder approved 1 s after creation (with its card)', styleBIssued),
  'CARD.CREATED': recipe('b', 'a virtual card on a funded budget', styleBIssued),
  'CARD.UPDATED': recipe('b', 'a virtual card, then frozen', styleBFrozen),
  'CARD_TRANSACTION.CREATED': recipe(
    'b',
    'a card and an authorization of 12.34 USD (PENDING)',
    styleBPurchase(false),
  ),
  'CARD_TRANSACTION.UPDATED': recipe(
    'b',
    'a card and a purchase of 12.34 USD, settled',
    styleBPurchase(true),
  ),
  'applicant.approved': recipe('a', 'an applicant approved by KYC and submitted', styleAApproved),
  'card.activated': recipe(
    'a',
    'a funded prepaid card, frozen, then activated',
    styleACardThen(FREEZE, { step: 'activate card', method: 'POST', suffix: '/activate' }),
  ),
  'card.frozen': recipe('a', 'a funded prepaid card, then frozen', styleACardThen(FREEZE)),
  'card.updated': recipe(
    'a',
    'a funded prepaid card, then its label changed',
    styleACardThen({ step: 'update card', method: 'PATCH', suffix: '', body: { label: 'Triggered' } }),
  ),
  'credit_purchase.settled': recipe('a', 'a platform credit purchase of 100.00 USD', creditPurchase),
};
