import { zCreateSpendControlBody } from '@card-issuance/contracts/style-a-zod';

// What `keywords` must look like for each `usage`, as SpendControlCreateRequest says in words: the
// schema generated from the spec holds the length (1 to 64, all a SCENARIO needs) but cannot tie a format
// to `usage`.
const KEYWORD_FORMATS: Partial<Record<string, { pattern: RegExp; says: string }>> = {
  MCC: { pattern: /^[0-9]{4}$/, says: 'a four-digit MCC' },
  TRANSACTION_CURRENCY: { pattern: /^[A-Z]{3}$/, says: 'three upper-case letters (ISO 4217)' },
};

/**
 * `POST /v1/applicants/{id}/spend-controls`'s body: the generated schema with the rule its description
 * states, `keywords` fitting `usage` (else INVALID_REQUEST naming `keywords`).
 *
 * @example
 * styleAInput(c, { body: zSpendControlBody }, body);
 */
export const zSpendControlBody = zCreateSpendControlBody.superRefine((body, ctx) => {
  const format = KEYWORD_FORMATS[body.usage];
  if (format && !format.pattern.test(body.keywords)) {
    ctx.addIssue({
      code: 'custom',
      path: ['keywords'],
      message: `keywords for usage ${body.usage} must be ${format.says}`,
    });
  }
});
