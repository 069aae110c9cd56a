import { describe, expect, it } from 'vitest';
import { createTestWorld, onboardAccount } from '../../../test/support/domain/test-world';
import { binsOf } from './bin-catalogue';
import { listBins } from './list-bins';

describe('listBins', () => {
  it('lists the catalogue for an account of the scope', () => {
    const world = createTestWorld();
    const account = onboardAccount(world, world.scope, 'registered');
    expect(listBins(world.ctx, world.scope, { accountId: account.accountId })).toEqual(
      binsOf(world.ctx, world.scope),
    );
  });

  it('needs an accountId of the scope', () => {
    const world = createTestWorld();
    const account = onboardAccount(world, world.scope, 'registered');
    for (const scope of [world.production, world.other]) {
      expect(() => listBins(world.ctx, scope, { accountId: account.accountId })).toThrow(
        expect.objectContaining({ kind: 'not_found', field: 'accountId' }),
      );
    }
  });
});
