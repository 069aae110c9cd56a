import { zCreateCardholderBody } from '@card-issuance/contracts/style-a-zod';
import { fundingBalances, requireApplicant } from '../../domain/applicants';
import { createProgramCardholder, requireCardholderA } from '../../domain/cardholders';
import {
  changeCardStatus,
  defundProgramCard,
  fundProgramCard,
  issueProgramCard,
  listProgramCards,
  requireProgramCard,
  updateProgramCard,
} from '../../domain/cards';
import type { Caller } from '../../domain/organizations';
import { type Call, reply } from '../../http';
import { cursorPageOf, cursorRequest } from '../cursor-page';
import type { StyleAOperationKit } from '../style-a-app';
import type { StyleAHandlers } from '../style-a-binding';
import { cardholderView, cardView } from '../views';

// The spec checks a given cardholder address after the issuer's checks (createCardholder's "Checks, in
// order"), so the body is validated in two parts: the fields, then the address when the command reaches it.
const zCardholderFields = zCreateCardholderBody.omit({ address: true });
const zCardholderAddress = zCreateCardholderBody.pick({ address: true });

/**
 * Cardholders, cards and prepaid money: create and get a
 * cardholder; issue, list, get, update, activate and freeze a card; fund and defund a prepaid card; an
 * applicant's funding balances.
 *
 * @example
 * kit.bind({ ...cardHandlers(kit), ...otherHandlers });
 */
export function cardHandlers({ ctx }: StyleAOperationKit) {
  // The card first (404), then the body (400).
  const cardFirst = {
    run: ({ id }: { id: string }, { principal }: Call<Caller>) => requireProgramCard(ctx, principal, id),
  };
  return {
    createCardholder: {
      schemas: { body: zCardholderFields },
      handle: (fields, call) => {
        const { cardholder, created } = createProgramCardholder(ctx, call.principal, {
          ...fields,
          address: () => call.parse({ body: zCardholderAddress }).address,
        });
        return reply(cardholderView(ctx, cardholder), { status: created ? 201 : 200 });
      },
    },
    getCardholder: ({ id }, { principal }) => cardholderView(ctx, requireCardholderA(ctx, principal, id)),
    getFundingBalances: ({ id }, { principal }) => fundingBalances(ctx, requireApplicant(ctx, principal, id)),
    createCard: (input, { principal }) =>
      reply(cardView(ctx, issueProgramCard(ctx, principal, input)), { status: 201 }),
    listCards: (query, { principal }) =>
      cursorPageOf(
        listProgramCards(ctx, principal, cursorRequest(query, 'card')),
        (card) => card.id,
        (card) => cardView(ctx, card),
      ),
    getCard: ({ id }, { principal }) => cardView(ctx, requireProgramCard(ctx, principal, id)),
    // `label` null (or "") removes the label, as the spec says, rather than reading as absent.
    updateCard: {
      locate: cardFirst,
      clearable: ['label'],
      handle: (changes, { located }) => cardView(ctx, updateProgramCard(ctx, located, changes)),
    },
    // Style A's activate is the unfreeze of both styles; ACTIVE already is a no-op.
    activateCard: ({ id }, { principal }) =>
      cardView(ctx, changeCardStatus(ctx, requireProgramCard(ctx, principal, id), 'unfreeze').card),
    freezeCard: ({ id }, { principal }) =>
      cardView(ctx, changeCardStatus(ctx, requireProgramCard(ctx, principal, id), 'freeze').card),
    // The card first (404), then the body (400), validated inside the Idempotency-Key's run.
    fundCard: {
      locate: cardFirst,
      handle: ({ amount_cents }, { located }) => fundProgramCard(ctx, located, amount_cents),
    },
    defundCard: {
      locate: cardFirst,
      handle: ({ amount_cents }, { located }) => defundProgramCard(ctx, located, amount_cents),
    },
  } satisfies Partial<StyleAHandlers>;
}
