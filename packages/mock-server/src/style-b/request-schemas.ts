import {
  zCardIssueFields,
  zCardMode,
  zPhysicalCardIssueRequest,
  zSubmitKycBody,
  zVirtualCardIssueRequest,
} from '@card-issuance/contracts/style-b-zod';
import * as z from 'zod';

// The spec's `CardIssueRequest` is a oneOf on `cardMode` of two allOf's, which zod reads as a union of
// intersections: its issues would not name the field at fault, and absent optionals could not be told.
// Each branch as one object of the generated parts: the fields shared by both, plus the branch's own.
const PHYSICAL_CARD = zCardIssueFields.extend(zPhysicalCardIssueRequest.def.right.shape);
// Any other `cardMode` reads as the virtual branch, with the spec's CardMode to name both values.
const OTHER_CARD = zCardIssueFields.extend({
  ...zVirtualCardIssueRequest.def.right.shape,
  cardMode: zCardMode,
});

/**
 * The body schema of `POST /v1/budget-card` for the branch the body's `cardMode` selects (the spec's
 * discriminator): a physical card also needs `physicalCardDesignId` (40001 naming it, B-3); a missing or
 * unknown `cardMode` is 40001 naming `cardMode`.
 *
 * @example
 * const input = styleBInput(c, { body: cardIssueBody(body.cardMode) }, body);
 */
export function cardIssueBody(cardMode: unknown): typeof PHYSICAL_CARD | typeof OTHER_CARD {
  return cardMode === 'PHYSICAL_CARD' ? PHYSICAL_CARD : OTHER_CARD;
}

/**
 * The body schema of `POST /v1/accounts/{accountId}/kyc` for the configured KYC provider: the spec names
 * the share token after the default provider (`veritasShareToken`); another provider's field is
 * `<provider>ShareToken` with the same rules (G-10). Answers the submission with the token as `shareToken`.
 *
 * @example
 * const { sourceType, shareToken } = styleBInput(c, { body: kycSubmissionBody('veritas') }, body);
 */
export function kycSubmissionBody(provider: string) {
  const tokenField = `${provider}ShareToken`;
  const { sourceType, veritasShareToken: token, ...optional } = zSubmitKycBody.shape;
  return z.object({ sourceType, [tokenField]: token, ...optional }).transform((body) => ({
    sourceType: body.sourceType,
    shareToken: (body as Record<string, unknown>)[tokenField] as string,
  }));
}
