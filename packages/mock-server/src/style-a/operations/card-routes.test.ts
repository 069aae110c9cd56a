import { afterEach, describe, expect, it } from 'vitest';
import { orgIds } from '../../../test/support/style-a-applicants';
import { asRole, childProgram, issuedCard } from '../../../test/support/style-a-cards';
import { call, testMock } from '../../../test/support/test-mock';
import type { Mock } from '../../app';
import type { DomainEvent } from '../../domain';
import { CARD_SECRETS } from '../../domain/cards';
import { luhnValid } from '../../domain/ids';

type Json = Record<string, unknown>;
let mock: Mock;
afterEach(() => mock?.close());

const invalid = { status: 400, body: { error: { code: 'INVALID_REQUEST' } } };
const credit = async () =>
  ((await asRole(mock, 'ORG_ADMIN', 'GET', '/v1/organizations')).body.data as { items: Json[] }).items[0]
    ?.credit_cents;

describe('POST /v1/cards', () => {
  it('issues a VIRTUAL card ACTIVE from the program BIN, charging the fee; the number stays apart', async () => {
    mock = testMock();
    const before = await credit();
    const { card, program, cardholder } = await issuedCard(mock, 'PREPAID', 'VIRTUAL', { label: 'Ads' });
    expect(card).toMatchObject({
      type: 'VIRTUAL',
      funding: 'PREPAID',
      status: 'ACTIVE',
      label: 'Ads',
      bin: '431940',
      spend_limit_cents: 0,
      balance_cents: 0,
      exp_year: 2029,
    });
    expect(await credit()).toBe(Number(before) - program.issuanceFeeCents);
    const secrets = mock.ctx.storage.collection(CARD_SECRETS).get(card.id);
    expect(secrets?.cardNumber.startsWith('431940') && luhnValid(secrets.cardNumber)).toBe(true);
    expect(secrets?.cardNumber.endsWith(String(card.last_four))).toBe(true);
    expect(JSON.stringify(card)).not.toContain(String(secrets?.cardNumber));
    const physical = await asRole(mock, 'DEVELOPER', 'POST', '/v1/cards', {
      cardholder_id: cardholder.id,
      program_id: program.id,
      type: 'PHYSICAL',
    });
    expect(physical).toMatchObject({ status: 201, body: { data: { status: 'INACTIVE', label: null } } });
    const holder = await asRole(mock, 'SUPPORT', 'GET', `/v1/cardholders/${cardholder.id}`);
    expect(holder.body.data).toMatchObject({ issuer: { card_count: 2, card_limit: 5 } });
  });

  it('refuses bad input, a foreign program, no credit (402) and a full cardholder (422)', async () => {
    mock = testMock();
    const { cardholder, program } = await issuedCard(mock, 'CREDIT');
    const issue = (body: Json) =>
      asRole(mock, 'DEVELOPER', 'POST', '/v1/cards', {
        cardholder_id: cardholder.id,
        program_id: program.id,
        type: 'VIRTUAL',
        ...body,
      });
    expect(await issue({ type: 'PLASTIC' })).toMatchObject(invalid);
    expect(await issue({ label: 'x'.repeat(51) })).toMatchObject(invalid);
    expect(await issue({ spend_limit_cents: -1 })).toMatchObject(invalid);
    expect(await issue({ program_id: childProgram(mock, 'PREPAID').id })).toMatchObject(invalid);
    expect(await issue({ program_id: 'prg_nope' })).toMatchObject({ status: 404 });
    expect(await issue({ cardholder_id: 'ch_nope' })).toMatchObject({ status: 404 });
    const child = orgIds(mock).child;
    const available = mock.ctx.ledger.balance(child).available;
    const drain = mock.ctx.ledger.hold(child, available - 499, 'test: drain credit');
    expect(await issue({})).toMatchObject({ status: 402, body: { error: { code: 'INSUFFICIENT_CREDIT' } } });
    mock.ctx.ledger.release(drain.id, 'test: restore credit');
    expect(await issue({})).toMatchObject({ status: 201 });
    expect(await issue({})).toMatchObject({ status: 422, body: { error: { code: 'ISSUER_ERROR' } } });
    expect(await asRole(mock, 'AUDITOR', 'POST', '/v1/cards', {})).toMatchObject({ status: 403 });
  });
});

describe('cards: list, get, update, activate, freeze', () => {
  it('lists newest first by cursor and gets one; another organization sees 404', async () => {
    mock = testMock();
    const { card, cardholder, program } = await issuedCard(mock);
    const second = (
      await asRole(mock, 'DEVELOPER', 'POST', '/v1/cards', {
        cardholder_id: cardholder.id,
        program_id: program.id,
        type: 'VIRTUAL',
      })
    ).body.data as { id: string };
    const page1 = (await asRole(mock, 'AUDITOR', 'GET', '/v1/cards?limit=1')).body.data as Json;
    expect(page1).toMatchObject({ items: [{ id: second.id }], next_cursor: expect.any(String) });
    const page2 = await asRole(mock, 'AUDITOR', 'GET', `/v1/cards?limit=1&cursor=${page1.next_cursor}`);
    expect(page2.body.data).toMatchObject({ items: [{ id: card.id }], next_cursor: null });
    expect((await asRole(mock, 'SUPPORT', 'GET', `/v1/cards/${card.id}`)).body.data).toEqual(card);
    expect(await asRole(mock, 'DEVELOPER', 'GET', '/v1/cards/card_nope')).toMatchObject({ status: 404 });
  });

  it('updates, activates and freezes with the A-29 no-ops and card.* events carrying the view only', async () => {
    mock = testMock();
    const events: DomainEvent[] = [];
    mock.onEvent((event) => events.push(event));
    const { card, cardholder, program } = await issuedCard(mock, 'PREPAID', 'PHYSICAL');
    const path = `/v1/cards/${card.id}`;
    expect(await asRole(mock, 'DEVELOPER', 'POST', `${path}/freeze`)).toMatchObject(invalid);
    const patched = await asRole(mock, 'DEVELOPER', 'PATCH', path, {
      label: 'Trips',
      spend_limit_cents: 2500,
    });
    expect(patched.body.data).toMatchObject({ label: 'Trips', spend_limit_cents: 2500 });
    expect((await asRole(mock, 'DEVELOPER', 'PATCH', path, { label: null })).body.data).toMatchObject({
      label: null,
    });
    expect(await asRole(mock, 'DEVELOPER', 'PATCH', path, {})).toMatchObject(invalid);
    expect(await asRole(mock, 'DEVELOPER', 'PATCH', path, { spend_limit_cents: 100_000_001 })).toMatchObject(
      invalid,
    );
    // A physical card is activated once delivered: ORDERED at issue, each step a card.updated.
    expect(card).toMatchObject({ status: 'INACTIVE', shipping_status: 'ORDERED' });
    expect(await asRole(mock, 'DEVELOPER', 'POST', `${path}/activate`)).toMatchObject(invalid);
    const shipping = await call(mock, 'POST', `/_mock/cards/${card.id}/shipping`, { status: 'DELIVERED' });
    expect(shipping.body).toMatchObject({ data: { steps: ['SHIPPED', 'DELIVERED'], status: 'INACTIVE' } });
    const activated = await asRole(mock, 'DEVELOPER', 'POST', `${path}/activate`);
    expect(activated.body.data).toMatchObject({ status: 'ACTIVE', shipping_status: 'DELIVERED' });
    expect((await asRole(mock, 'DEVELOPER', 'POST', `${path}/activate`)).body.data).toEqual(
      activated.body.data,
    );
    expect((await asRole(mock, 'DEVELOPER', 'POST', `${path}/freeze`)).body.data).toMatchObject({
      status: 'FROZEN',
    });
    expect((await asRole(mock, 'DEVELOPER', 'POST', `${path}/freeze`)).body.data).toMatchObject({
      status: 'FROZEN',
    });
    expect((await asRole(mock, 'DEVELOPER', 'POST', `${path}/activate`)).body.data).toMatchObject({
      status: 'ACTIVE',
    });
    const cardEvents = events.filter((e) => e.type.startsWith('card.'));
    expect(cardEvents.map((e) => [e.style, e.type, e.programId])).toEqual([
      ['a', 'card.updated', orgIds(mock).child],
      ['a', 'card.updated', orgIds(mock).child],
      ['a', 'card.updated', orgIds(mock).child],
      ['a', 'card.updated', orgIds(mock).child],
      ['a', 'card.activated', orgIds(mock).child],
      ['a', 'card.frozen', orgIds(mock).child],
      ['a', 'card.activated', orgIds(mock).child],
    ]);
    const secrets = mock.ctx.storage.collection(CARD_SECRETS).get(card.id);
    for (const event of cardEvents) {
      expect(Object.keys(event.payload).sort()).toEqual(Object.keys(card).sort());
      expect(JSON.stringify(event.payload)).not.toContain(String(secrets?.cardNumber));
    }
    mock.clock.advance(Date.UTC(2029, 1, 1) - mock.clock.now());
    expect((await asRole(mock, 'SUPPORT', 'GET', path)).body.data).toMatchObject({ status: 'EXPIRED' });
    for (const action of ['activate', 'freeze']) {
      expect(await asRole(mock, 'DEVELOPER', 'POST', `${path}/${action}`), action).toMatchObject(invalid);
    }
    expect(await asRole(mock, 'DEVELOPER', 'PATCH', path, { label: 'x' })).toMatchObject(invalid);
    expect(cardholder.id && program.id).toBeTruthy();
  });
});

describe('money: fund, defund, funding balances', () => {
  it('funds a prepaid card from available_to_fund_usd and defunds it back, integer cents only', async () => {
    mock = testMock();
    const { card, applicant } = await issuedCard(mock);
    const balances = () => asRole(mock, 'AUDITOR', 'GET', `/v1/applicants/${applicant.id}/funding/balances`);
    expect((await balances()).body.data).toMatchObject({
      applicant_id: applicant.id,
      available_to_fund_usd: 500,
      infinity_usd: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    const fund = (body: unknown) => asRole(mock, 'DEVELOPER', 'POST', `/v1/cards/${card.id}/fund`, body);
    const defund = (body: unknown) => asRole(mock, 'DEVELOPER', 'POST', `/v1/cards/${card.id}/defund`, body);
    expect(await fund({ amount_cents: 12_345 })).toMatchObject({
      status: 200,
      body: { data: { id: card.id, balance_cents: 12_345 } },
    });
    expect((await balances()).body.data).toMatchObject({ available_to_fund_usd: 376.55 });
    for (const amount of ['10.00', '1000', 1.5, 0, 100_000_001]) {
      const res = await defund({ amount_cents: amount });
      expect(res, String(amount)).toMatchObject(invalid);
    }
    expect(((await defund({ amount_cents: '10.00' })).body.error as Json).message).toContain('integer cents');
    expect(await defund({ amount_cents: 12_346 })).toMatchObject(invalid);
    expect(await fund({ amount_cents: 37_656 })).toMatchObject(invalid);
    expect(await defund({ amount_cents: 345 })).toMatchObject({ body: { data: { balance_cents: 12_000 } } });
    expect((await balances()).body.data).toMatchObject({ available_to_fund_usd: 380 });
    expect(await asRole(mock, 'DEVELOPER', 'GET', '/v1/applicants/app_nope/funding/balances')).toMatchObject({
      status: 404,
    });
  });

  it('refuses to fund or defund a CREDIT card', async () => {
    mock = testMock();
    const { card } = await issuedCard(mock, 'CREDIT');
    for (const action of ['fund', 'defund']) {
      const res = await asRole(mock, 'DEVELOPER', 'POST', `/v1/cards/${card.id}/${action}`, {
        amount_cents: 100,
      });
      expect(res, action).toMatchObject(invalid);
    }
  });
});

describe('the network simulator on Style A cards', () => {
  const authorize = (cardId: string, amount: string) =>
    call(mock, 'POST', '/_mock/simulate/authorize', { cardId, amount });

  it('spends a prepaid card balance, enforces the monthly spend limit, and declines a frozen card', async () => {
    mock = testMock();
    const { card } = await issuedCard(mock, 'PREPAID', 'VIRTUAL', { spend_limit_cents: 3_000 });
    expect((await authorize(card.id, '1.00')).body.data).toMatchObject({
      status: 'FAIL',
      declineReason: 'INSUFFICIENT_FUNDS',
      style: 'a',
    });
    await asRole(mock, 'DEVELOPER', 'POST', `/v1/cards/${card.id}/fund`, { amount_cents: 10_000 });
    expect((await authorize(card.id, '20.00')).body.data).toMatchObject({ status: 'PENDING' });
    expect((await asRole(mock, 'SUPPORT', 'GET', `/v1/cards/${card.id}`)).body.data).toMatchObject({
      balance_cents: 8_000,
    });
    expect((await authorize(card.id, '10.01')).body.data).toMatchObject({
      declineReason: 'SPEND_LIMIT_EXCEEDED',
    });
    await asRole(mock, 'DEVELOPER', 'PATCH', `/v1/cards/${card.id}`, { spend_limit_cents: 0 });
    expect((await authorize(card.id, '50.00')).body.data).toMatchObject({ status: 'PENDING' });
    await asRole(mock, 'DEVELOPER', 'POST', `/v1/cards/${card.id}/freeze`);
    expect((await authorize(card.id, '1.00')).body.data).toMatchObject({ declineReason: 'CARD_FROZEN' });
  });

  it('draws a CREDIT card from the organization credit; an INACTIVE card declines', async () => {
    mock = testMock();
    const { card } = await issuedCard(mock, 'CREDIT', 'PHYSICAL');
    expect((await authorize(card.id, '1.00')).body.data).toMatchObject({ declineReason: 'CARD_FROZEN' });
    await call(mock, 'POST', `/_mock/cards/${card.id}/shipping`, { status: 'DELIVERED' });
    await asRole(mock, 'DEVELOPER', 'POST', `/v1/cards/${card.id}/activate`);
    const before = Number(await credit());
    expect((await authorize(card.id, '25.00')).body.data).toMatchObject({ status: 'PENDING' });
    expect(await credit()).toBe(before - 2_500);
  });
});
