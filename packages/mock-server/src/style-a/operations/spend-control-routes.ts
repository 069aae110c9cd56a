import { zDeleteSpendControlPath } from '@card-issuance/contracts/style-a-zod';
import { requireApplicant } from '../../domain/applicants';
import {
  createSpendControl,
  deleteSpendControl,
  listSpendControls,
  spendControlView,
} from '../../domain/spend-controls';
import { reply } from '../../http';
import { cursorPageOf, cursorRequest } from '../cursor-page';
import { zSpendControlBody } from '../refined-schemas';
import type { StyleAOperationKit } from '../style-a-app';
import type { StyleAHandlers } from '../style-a-binding';
import { applicantFirst } from './applicant-routes';

/**
 * Spend controls on applicants' issuer accounts (A-5, A-6, A-31): list with filters, create, delete. The
 * network simulator enforces them (network/authorization-rules.ts).
 *
 * @example
 * kit.bind({ ...spendControlHandlers(kit), ...otherHandlers });
 */
export function spendControlHandlers({ ctx }: StyleAOperationKit) {
  return {
    listSpendControls: (query, { principal }) => {
      const applicant =
        query.applicant_id === undefined ? undefined : requireApplicant(ctx, principal, query.applicant_id);
      // The cursor names a rule as `spc_<id>` (string ids); the domain pages by the id in digits.
      const { after, limit } = cursorRequest(query, 'spc');
      const filters = { usage: query.usage, list_type: query.list_type, applicant };
      const page = listSpendControls(ctx, principal, filters, { after: after?.slice('spc_'.length), limit });
      return cursorPageOf(page, (record) => `spc_${record.id}`, spendControlView);
    },
    // The applicant first (404), then the body (400), with `keywords` fitting `usage`.
    createSpendControl: {
      locate: applicantFirst(ctx),
      schemas: { body: zSpendControlBody },
      handle: (input, { located }) =>
        reply(spendControlView(createSpendControl(ctx, located, input)), { status: 201 }),
    },
    // The applicant first (404), then the control id (400 when not a positive integer, 404 when not its rule).
    deleteSpendControl: {
      locate: { ...applicantFirst(ctx), schemas: { path: zDeleteSpendControlPath.pick({ id: true }) } },
      handle: ({ controlId }, { located }) => spendControlView(deleteSpendControl(ctx, located, controlId)),
    },
  } satisfies Partial<StyleAHandlers>;
}
