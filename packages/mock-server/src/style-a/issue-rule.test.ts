import {
  zAcceptInviteBody,
  zCreateAccessTokenBody,
  zCreateApplicantBody,
  zCreateCardBody,
  zCreateCardholderBody,
  zCreateWebhookSubscriptionBody,
  zDeleteSpendControlPath,
  zFundCardBody,
  zImportKycShareTokenBody,
  zListOrganizationsQuery,
  zListSpendControlsQuery,
  zLoginBody,
  zReceiveCardrailCallbackBody,
  zReceiveVeritasCallbackBody,
  zUpdateCardBody,
} from '@card-issuance/contracts/style-a-zod';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { type DomainError, isDomainError } from '../domain/errors';
import type { RequestSchemas } from '../http';
import { zSpendControlBody } from './refined-schemas';
import { type StyleAInputOptions, styleAInput } from './request-input';

type Json = Record<string, unknown>;
type Outcome = { input: Json } | { error: Pick<DomainError, 'kind' | 'field' | 'reason' | 'message'> };

/**
 * Validates one request as a Style A route does (styleAInput inside a Hono handler), answering the input or
 * the domain error it raised. `path` is the route's path with `:name` parameters, `url` the one called.
 */
async function validate(
  schemas: RequestSchemas,
  body: Json = {},
  {
    path = '/x',
    url = path,
    options = {},
  }: { path?: string; url?: string; options?: StyleAInputOptions } = {},
): Promise<Outcome> {
  let outcome: Outcome | undefined;
  const app = new Hono().get(path, (c) => {
    try {
      outcome = { input: styleAInput(c, schemas, body, options) as Json };
    } catch (error) {
      if (!isDomainError(error)) throw error;
      const { kind, field, reason, message } = error;
      outcome = { error: { kind, field, reason, message } };
    }
    return c.body(null, 204);
  });
  await app.request(url);
  if (!outcome) throw new Error(`${url} did not reach the route`);
  return outcome;
}

const fieldOf = async (schemas: RequestSchemas, body: Json) => {
  const outcome = await validate(schemas, body);
  return 'error' in outcome ? outcome.error : undefined;
};

const applicant = { type: 'INDIVIDUAL', first_name: 'Ada', last_name: 'Lovelace' };
const address = {
  address_line1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  country: 'US',
  postal_code: '73301',
};
const card = { cardholder_id: 'ch_1', program_id: 'prg_1', type: 'VIRTUAL' };
const callback = {
  type: 'applicantReviewed',
  applicant_id: 'app_1',
  review_answer: 'GREEN',
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('Style A request validation from the spec', () => {
  it('answers INVALID_REQUEST (kind invalid) naming the field at fault, for every body the domain used to read', async () => {
    const cases: [RequestSchemas, Json, string][] = [
      [{ body: zCreateApplicantBody }, { ...applicant, type: undefined }, 'type'],
      [{ body: zCreateApplicantBody }, { ...applicant, type: 'ROBOT' }, 'type'],
      [{ body: zCreateApplicantBody }, { ...applicant, first_name: undefined }, 'first_name'],
      [{ body: zCreateApplicantBody }, { ...applicant, last_name: 'L'.repeat(101) }, 'last_name'],
      [{ body: zCreateApplicantBody }, { ...applicant, email: 'not-an-email' }, 'email'],
      [{ body: zCreateApplicantBody }, { ...applicant, email: `${'a'.repeat(250)}@x.io` }, 'email'],
      [{ body: zCreateApplicantBody }, { ...applicant, organization_id: 7 }, 'organization_id'],
      [{ body: zImportKycShareTokenBody }, { share_token: '' }, 'share_token'],
      [{ body: zImportKycShareTokenBody }, { share_token: 42 }, 'share_token'],
      [{ body: zImportKycShareTokenBody }, { share_token: 'v'.repeat(4097) }, 'share_token'],
      [{ body: zCreateCardholderBody }, { program_id: 'prg_1' }, 'applicant_id'],
      [{ body: zCreateCardholderBody }, { applicant_id: 'app_1' }, 'program_id'],
      [{ body: zCreateCardBody }, { ...card, cardholder_id: undefined }, 'cardholder_id'],
      [{ body: zCreateCardBody }, { ...card, type: 'PLASTIC' }, 'type'],
      [{ body: zCreateCardBody }, { ...card, label: 'x'.repeat(51) }, 'label'],
      [{ body: zCreateCardBody }, { ...card, spend_limit_cents: -1 }, 'spend_limit_cents'],
      [{ body: zCreateCardBody }, { ...card, spend_limit_cents: 100_000_001 }, 'spend_limit_cents'],
      [{ body: zCreateCardBody }, { ...card, organization_id: 7 }, 'organization_id'],
      [{ body: zUpdateCardBody }, { label: 5 }, 'label'],
      [{ body: zUpdateCardBody }, { spend_limit_cents: '100' }, 'spend_limit_cents'],
      [{ body: zFundCardBody }, {}, 'amount_cents'],
      [{ body: zFundCardBody }, { amount_cents: 0 }, 'amount_cents'],
      [{ body: zFundCardBody }, { amount_cents: 1.5 }, 'amount_cents'],
      [{ body: zFundCardBody }, { amount_cents: '1000' }, 'amount_cents'],
      [{ body: zSpendControlBody }, { usage: 'COUNTRY', keywords: 'US', list_type: 'BLACKLIST' }, 'usage'],
      [{ body: zSpendControlBody }, { usage: 'MCC', keywords: '5967', list_type: 'GREY' }, 'list_type'],
      [{ body: zSpendControlBody }, { usage: 'MCC', keywords: '596', list_type: 'BLACKLIST' }, 'keywords'],
      [
        { body: zSpendControlBody },
        { usage: 'TRANSACTION_CURRENCY', keywords: 'eur', list_type: 'BLACKLIST' },
        'keywords',
      ],
      [
        { body: zSpendControlBody },
        { usage: 'SCENARIO', keywords: 'x'.repeat(65), list_type: 'BLACKLIST' },
        'keywords',
      ],
      [{ body: zSpendControlBody }, { usage: 'MCC', list_type: 'BLACKLIST' }, 'keywords'],
      [{ body: zCreateAccessTokenBody }, { client_id: 'key_x' }, 'client_secret'],
      [{ body: zCreateAccessTokenBody }, { client_id: '', client_secret: 's' }, 'client_id'],
      [{ body: zLoginBody }, { email: 'a@example.com', password: '' }, 'password'],
      [{ body: zAcceptInviteBody }, {}, 'password'],
      [{ body: zAcceptInviteBody }, { password: 123_456_789_012 }, 'password'],
      [{ body: zCreateWebhookSubscriptionBody }, { url: 'http://x.example', events: ['card.frozen'] }, 'url'],
      [{ body: zCreateWebhookSubscriptionBody }, { url: 'https://x.example', events: [] }, 'events'],
      [
        { body: zCreateWebhookSubscriptionBody },
        { url: 'https://x.example', events: ['card.x'] },
        'events.0',
      ],
      [
        { body: zCreateWebhookSubscriptionBody },
        { url: 'https://x.example', events: ['card.frozen'], description: 'd'.repeat(201) },
        'description',
      ],
      [{ body: zReceiveVeritasCallbackBody }, { ...callback, review_answer: 'YELLOW' }, 'review_answer'],
      [{ body: zReceiveVeritasCallbackBody }, { ...callback, created_at: 'yesterday' }, 'created_at'],
      [{ body: zReceiveVeritasCallbackBody }, { ...callback, type: undefined }, 'type'],
      [{ body: zReceiveCardrailCallbackBody }, { event: 'x' }, 'data'],
    ];
    for (const [schemas, body, field] of cases) {
      const error = await fieldOf(schemas, body);
      expect(error, `${field}: ${JSON.stringify(body).slice(0, 80)}`).toMatchObject({
        kind: 'invalid',
        field,
        reason: undefined,
      });
    }
  });

  it('says what is wrong in words, with the unit of a cents field (A-4)', async () => {
    expect((await fieldOf({ body: zFundCardBody }, { amount_cents: '10.00' }))?.message).toContain(
      'integer cents',
    );
    expect(
      (await fieldOf({ body: zCreateCardBody }, { ...card, spend_limit_cents: 0.5 }))?.message,
    ).toContain('integer cents');
    expect((await fieldOf({ body: zCreateApplicantBody }, { ...applicant, type: null }))?.message).toBe(
      'type is required',
    );
    expect(
      (await fieldOf({ body: zSpendControlBody }, { usage: 'MCC', keywords: '12', list_type: 'BLACKLIST' }))
        ?.message,
    ).toBe('keywords for usage MCC must be a four-digit MCC');
  });

  it('answers WEAK_PASSWORD for a short invite password only, never for an empty login password', async () => {
    for (const password of ['short', '', 'eleven-char']) {
      expect(await fieldOf({ body: zAcceptInviteBody }, { password }), password).toMatchObject({
        kind: 'unprocessable',
        reason: 'weak_password',
        field: 'password',
      });
    }
    expect(await fieldOf({ body: zAcceptInviteBody }, { password: 'twelve-chars' })).toBeUndefined();
    expect(await fieldOf({ body: zLoginBody }, { email: 'a@example.com', password: '' })).toMatchObject({
      kind: 'invalid',
      reason: undefined,
    });
  });

  it('names the address field at fault, and a given address needs state (A-7, A-28)', async () => {
    const cases: [Json, string][] = [
      [{ ...address, state: undefined }, 'address.state'],
      [{ ...address, state: '' }, 'address.state'],
      [{ ...address, city: undefined }, 'address.city'],
      [{ ...address, postal_code: 'x'.repeat(101) }, 'address.postal_code'],
      [{ ...address, country: 'usa' }, 'address.country'],
    ];
    for (const [value, field] of cases) {
      const error = await fieldOf(
        { body: zCreateCardholderBody },
        { applicant_id: 'a', program_id: 'p', address: value },
      );
      expect(error, field).toMatchObject({ kind: 'invalid', field });
    }
    expect(
      await validate(
        { body: zCreateCardholderBody },
        { applicant_id: 'a', program_id: 'p', address: { ...address, address_line2: '' } },
      ),
    ).toEqual({ input: { applicant_id: 'a', program_id: 'p', address } });
  });

  it('reads "" and null in optional fields as absent (G-14, G-15), except a clearable label', async () => {
    expect(
      await validate({ body: zCreateApplicantBody }, { ...applicant, email: '', organization_id: null }),
    ).toEqual({ input: applicant });
    expect(
      await validate({ body: zCreateCardBody }, { ...card, label: '', spend_limit_cents: null }),
    ).toEqual({
      input: card,
    });
    for (const label of [null, '']) {
      expect(
        await validate({ body: zUpdateCardBody }, { label }, { options: { clearable: ['label'] } }),
      ).toEqual({ input: { label: null } });
    }
    expect(
      await validate({ body: zUpdateCardBody }, { label: 'Ads' }, { options: { clearable: ['label'] } }),
    ).toEqual({ input: { label: 'Ads' } });
  });

  it('types and checks query and path parameters as the spec does (G-11, A-6)', async () => {
    const list = (url: string) => validate({ query: zListOrganizationsQuery }, {}, { url });
    expect(await list('/x')).toEqual({ input: { limit: 20 } });
    expect(await list('/x?limit=&cursor=')).toEqual({ input: { limit: 20 } });
    expect(await list('/x?limit=7&cursor=abc')).toEqual({ input: { limit: 7, cursor: 'abc' } });
    for (const limit of ['0', '101', 'abc', '1.5']) {
      expect(await list(`/x?limit=${limit}`), limit).toMatchObject({
        error: { kind: 'invalid', field: 'limit' },
      });
    }
    expect(await validate({ query: zListSpendControlsQuery }, {}, { url: '/x?usage=mcc' })).toMatchObject({
      error: { kind: 'invalid', field: 'usage' },
    });

    const remove = (controlId: string) =>
      validate(
        { path: zDeleteSpendControlPath },
        {},
        { path: '/a/:id/s/:controlId', url: `/a/app_1/s/${controlId}` },
      );
    expect(await remove('101')).toEqual({ input: { id: 'app_1', controlId: 101 } });
    for (const id of ['abc', '0', '1.5', '-1', '1e3']) {
      expect(await remove(id), id).toMatchObject({ error: { kind: 'invalid', field: 'controlId' } });
    }
  });
});
