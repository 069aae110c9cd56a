import * as OPS from '@card-issuance/contracts/style-b';
import type { components } from '@card-issuance/contracts/style-b-types';
import type { CallOptions } from '@card-issuance/sdk-core';
import type { ClientContext } from '../core/client-context';
import { defineOperation, type OperationMethod } from '../core/define-operation';
import type { Operation, OperationInput } from '../core/operation-types';
import { paginate } from '../pagination/paginate';

type ListCards = Operation<'/v1/card-list', 'get'>;

/**
 * Budget cards: issue, list, reveal (testing endpoint and widget token), label, velocity limit, freeze,
 * unfreeze and close. Freeze, unfreeze and close answer a no-op (`noop: true`) when already done (B-1).
 *
 * @example
 * const { data: card } = await client.cards.issue({ accountId, binId, cardholderId, budgetId, referenceId, cardMode: 'VIRTUAL_CARD' });
 * const { noop } = await client.cards.freeze({ cardId: card.cardId, accountId });
 */
export interface CardsResource {
  /** `POST /v1/budget-card`; `Idempotency-Key` required, generated unless given. */
  issue: OperationMethod<Operation<'/v1/budget-card', 'post'>>;
  /** `GET /v1/card-list`: one page (`cardId` optional, B-8). */
  list: OperationMethod<ListCards>;
  /** Every card of the account, page after page (`for await`). */
  listAll(
    input: Omit<OperationInput<ListCards>, 'pageNum'>,
    options?: CallOptions,
  ): AsyncGenerator<components['schemas']['Card'], void, undefined>;
  /** `GET /v1/cards/{cardId}?accountId=`: full number, expiry and CVV (automated testing only). */
  getSecrets: OperationMethod<Operation<'/v1/cards/{cardId}', 'get'>>;
  /** `GET /v1/cards/{cardId}/private-info/access-token`: a 300 s token for the hosted widget (B-13). */
  getWidgetToken: OperationMethod<Operation<'/v1/cards/{cardId}/private-info/access-token', 'get'>>;
  /** `PUT /v1/cards/{cardId}`: changes the label. */
  updateLabel: OperationMethod<Operation<'/v1/cards/{cardId}', 'put'>>;
  /** `PUT /v1/cards/{cardId}/velocity-control`: replaces the limit. */
  setVelocityControl: OperationMethod<Operation<'/v1/cards/{cardId}/velocity-control', 'put'>>;
  /** `POST /v1/cards/{cardId}/freeze`; 020011 (already frozen) is a success with `noop: true`. */
  freeze: OperationMethod<Operation<'/v1/cards/{cardId}/freeze', 'post'>>;
  /** `POST /v1/cards/{cardId}/unfreeze`; 020011 (already active) is a success with `noop: true`. */
  unfreeze: OperationMethod<Operation<'/v1/cards/{cardId}/unfreeze', 'post'>>;
  /** `DELETE /v1/cards/{cardId}?accountId=`: closes for good; 020010 (already closed) is a no-op success. */
  close: OperationMethod<Operation<'/v1/cards/{cardId}', 'delete'>>;
}

/**
 * Creates {@link CardsResource} for a client.
 *
 * @example
 * const cards = createCardsResource(ctx);
 */
export function createCardsResource(ctx: ClientContext): CardsResource {
  const list = defineOperation<ListCards>(ctx, OPS.listCards);
  return {
    issue: defineOperation(ctx, OPS.issueBudgetCard),
    list,
    listAll: (input, options) => paginate(list, input, options),
    getSecrets: defineOperation(ctx, OPS.getCardSecrets),
    getWidgetToken: defineOperation(ctx, OPS.getCardWidgetToken),
    updateLabel: defineOperation(ctx, OPS.updateCardLabel),
    setVelocityControl: defineOperation(ctx, OPS.setCardVelocityControl),
    freeze: defineOperation(ctx, OPS.freezeCard),
    unfreeze: defineOperation(ctx, OPS.unfreezeCard),
    close: defineOperation(ctx, OPS.closeCard),
  };
}
