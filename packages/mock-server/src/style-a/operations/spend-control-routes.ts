import {
  zCreateSpendControlPath,
  zDeleteSpendControlPath,
  zListSpendControlsQuery,
} from '@card-issuance/contracts/style-a-zod';
import { requireApplicant } from '../../domain/applicants';
import {
  createSpendControl,
  deleteSpendControl,
  listSpendControls,
  spendControlView,
} from '../../domain/spend-controls';
import { requireRole } from '../../domain/tenants';
import { cursorPageOf, cursorRequest } from '../cursor-page';
import { success } from '../envelope';
import { OPERATION_ROLES } from '../operation-roles';
import { zSpendControlBody } from '../refined-schemas';
import { styleARequest } from '../request-input';
import type { StyleAOperationKit } from '../style-a-app';

/**
 * Spend controls on applicants' issuer accounts (A-5, A-6, A-31): list with filters, create, delete. The
 * network simulator enforces them (network/authorization-rules.ts). Registered before the card routes so
 * `/v1/cards/spend-controls` is not read as a card id.
 *
 * @example
 * spendControlRoutes({ app, ctx, baseUrl, authenticate });
 */
export function spendControlRoutes({ app, ctx, authenticate }: StyleAOperationKit): void {
  app.get('/v1/cards/spend-controls', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['GET /v1/cards/spend-controls']);
    const query = await styleARequest(c, { query: zListSpendControlsQuery });
    const applicant =
      query.applicant_id === undefined ? undefined : requireApplicant(ctx, caller, query.applicant_id);
    // The cursor names a rule as `spc_<id>` (string ids); the domain pages by the id in digits.
    const { after, limit } = cursorRequest(query, 'spc');
    const filters = { usage: query.usage, list_type: query.list_type, applicant };
    const page = listSpendControls(ctx, caller, filters, { after: after?.slice('spc_'.length), limit });
    return success(
      c,
      cursorPageOf(page, (record) => `spc_${record.id}`, spendControlView),
    );
  });

  // The applicant first (404), then the body (400).
  app.post('/v1/applicants/:id/spend-controls', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['POST /v1/applicants/{id}/spend-controls']);
    const { id } = await styleARequest(c, { path: zCreateSpendControlPath });
    const applicant = requireApplicant(ctx, caller, id);
    const input = await styleARequest(c, { body: zSpendControlBody });
    return success(c, spendControlView(createSpendControl(ctx, applicant, input)), 201);
  });

  // The applicant first (404), then the control id (400 when not a positive integer, 404 when not its rule).
  app.delete('/v1/applicants/:id/spend-controls/:controlId', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['DELETE /v1/applicants/{id}/spend-controls/{controlId}']);
    const { id } = await styleARequest(c, { path: zDeleteSpendControlPath.pick({ id: true }) });
    const applicant = requireApplicant(ctx, caller, id);
    const { controlId } = await styleARequest(c, { path: zDeleteSpendControlPath });
    return success(c, spendControlView(deleteSpendControl(ctx, applicant, controlId)));
  });
}
