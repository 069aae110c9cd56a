import { describe, expect, it } from 'vitest';
import { cardholderInput } from '../../../test/support/domain/cardholder-fixtures';
import { createTestWorld, onboardAccount } from '../../../test/support/domain/test-world';
import { createCardholder, getCardholder } from './budget-cardholders';
import type { CardholderRecord } from './cardholder-record';
import { updateCardholder } from './update-cardholder';

const ref = (holder: CardholderRecord) => ({ cardholderId: holder.id, accountId: holder.ownerId });

function setup(family: string) {
  const world = createTestWorld();
  const account = onboardAccount(world);
  const cardholder = createCardholder(world.ctx, world.scope, cardholderInput(world, account, family));
  const patch = (fields: Record<string, unknown>) =>
    updateCardholder(world.ctx, world.scope, {
      cardholderId: cardholder.id,
      accountId: account.accountId,
      ...fields,
    });
  return { ...world, account, cardholder, patch };
}

const newAddress = { addressLine1: '9 High St', city: 'London', country: 'GB', postalCode: 'N1 9GU' };

describe('updateCardholder', () => {
  it('changes the given fields, replaces the address and emits no event (B-26)', () => {
    const { ctx, scope, cardholder, patch, events } = setup('US');
    const before = events.length;
    const updated = patch({
      phoneCountryCode: '44',
      phoneNumber: '2071234567',
      firstName: 'Anna',
      address: newAddress,
    });
    expect(updated).toEqual({
      ...cardholder,
      phone: { countryCode: '44', number: '2071234567' },
      firstName: 'Anna',
      address: newAddress,
    });
    expect(getCardholder(ctx, scope, ref(cardholder))).toEqual(updated);
    expect(events).toHaveLength(before);
  });

  it('refuses email on non-BB/BZ BINs (010004)', () => {
    const { patch } = setup('US');
    expect(() => patch({ email: 'new@example.com' })).toThrow(
      expect.objectContaining({
        kind: 'unprocessable',
        reason: 'field_not_supported_on_bin',
        field: 'email',
      }),
    );
  });

  it('needs email and refuses phoneCountryCode on BB / BZ BINs (010003, 010004)', () => {
    const { patch } = setup('BB');
    expect(() => patch({ phoneNumber: '4155550101' })).toThrow(
      expect.objectContaining({ reason: 'email_required_on_bin', field: 'email' }),
    );
    expect(() => patch({ email: 'new@example.com', phoneCountryCode: '44' })).toThrow(
      expect.objectContaining({ reason: 'field_not_supported_on_bin', field: 'phoneCountryCode' }),
    );
    expect(patch({ email: 'new@example.com', address: newAddress })).toMatchObject({
      email: 'new@example.com',
      address: newAddress,
    });
  });

  it('refuses address changes where the BIN does not support them (010002)', () => {
    const { patch } = setup('BZ');
    expect(() => patch({ email: 'new@example.com', address: newAddress })).toThrow(
      expect.objectContaining({
        kind: 'unprocessable',
        reason: 'address_change_not_supported',
        field: 'address',
      }),
    );
  });

  it('applies the combined name rule to the merged result', () => {
    // The letters of a name, the phone parts and the address lines are the face's: request-schemas.test.ts.
    const { patch } = setup('US');
    expect(() => patch({ firstName: 'Bartholomewsonssssss' })).toThrow(
      expect.objectContaining({ reason: 'name_too_long' }),
    );
  });

  it('is scoped to the account and the partner', () => {
    const world = setup('US');
    const other = onboardAccount(world);
    expect(() =>
      updateCardholder(world.ctx, world.scope, {
        cardholderId: world.cardholder.id,
        accountId: other.accountId,
      }),
    ).toThrow(expect.objectContaining({ kind: 'not_found', field: 'cardholderId' }));
    expect(() => updateCardholder(world.ctx, world.other, ref(world.cardholder))).toThrow(
      expect.objectContaining({ kind: 'not_found', field: 'accountId' }),
    );
  });
});
