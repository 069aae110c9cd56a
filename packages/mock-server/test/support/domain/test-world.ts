import { type AccountRecord, accountById, registerAccount } from '../../../src/domain/accounts/account-store';
import { submitKyc } from '../../../src/domain/accounts/kyc';
import { initAccount } from '../../../src/domain/accounts/wallets';
import { createClock } from '../../../src/domain/clock';
import {
  createDomainContext,
  type DomainContext,
  type DomainEvent,
  type DomainSettings,
  type PartnerScope,
} from '../../../src/domain/context';
import { getPartner, type SeededPartner, seedPartner } from '../../../src/domain/partners';
import { styleAEvents } from '../../../src/style-a/events';
import { styleBEvents } from '../../../src/style-b/events';

/** A test world: a frozen clock at 2026-01-15T12:00:00Z, two partners, the events emitted. */
export interface TestWorld {
  ctx: DomainContext;
  events: DomainEvent[];
  seeded: SeededPartner;
  /** The first partner's sandbox. */
  scope: PartnerScope;
  /** The first partner's production environment. */
  production: PartnerScope;
  /** Another partner's sandbox. */
  other: PartnerScope;
}

/**
 * Builds a {@link TestWorld} for the domain's tests (and any test that wants a ready sandbox).
 *
 * @example
 * const { ctx, scope } = createTestWorld();
 */
export function createTestWorld(settings: Partial<DomainSettings> = {}): TestWorld {
  const events: DomainEvent[] = [];
  const ctx = createDomainContext({
    clock: createClock({ frozenAt: Date.parse('2026-01-15T12:00:00Z') }),
    settings,
    onEvent: (event) => events.push(event),
    // Test support: the faces' event names, so domain tests read the events integrators receive.
    translators: [styleBEvents, styleAEvents],
  });
  const seeded = seedPartner(ctx, { name: 'Test Partner' });
  const otherPartner = seedPartner(ctx, { name: 'Other Partner' });
  return {
    ctx,
    events,
    seeded,
    scope: { programId: seeded.partner.id, environment: 'sandbox' },
    production: { programId: seeded.partner.id, environment: 'production' },
    other: { programId: otherPartner.partner.id, environment: 'sandbox' },
  };
}

let counter = 0;

/**
 * Registers an account in `scope` and, unless `stage` stops earlier, passes KYC and initializes it.
 *
 * @example
 * const account = onboardAccount(world, world.scope); // initialized, with its USD Wallet
 */
export function onboardAccount(
  world: TestWorld,
  scope: PartnerScope = world.scope,
  stage: 'registered' | 'approved' | 'initialized' = 'initialized',
): AccountRecord {
  const { ctx } = world;
  counter += 1;
  const account = registerAccount(ctx, scope, {
    name: `User ${counter}`,
    email: `user${counter}@example.com`,
    parentAccountId: getPartner(ctx, scope.programId)?.parentAccountId ?? '',
  });
  if (stage === 'registered') return account;
  submitKyc(ctx, scope, {
    accountId: account.accountId,
    sourceType: ctx.settings.kycProvider,
    shareToken: `share-${counter}`,
  });
  ctx.clock.advance(ctx.settings.kycDecisionDelayMs);
  if (stage === 'approved') return read(ctx, account.accountId);
  initAccount(ctx, scope, { accountId: account.accountId });
  return read(ctx, account.accountId);
}

function read(ctx: DomainContext, accountId: string): AccountRecord {
  return accountById(ctx, accountId);
}
