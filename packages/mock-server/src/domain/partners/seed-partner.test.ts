import { describe, expect, it } from 'vitest';
import { createDomainContext } from '../context';
import { DomainError } from '../errors';
import { findCredentials, getPartner, listPartners } from './partner-store';
import { seedPartner } from './seed-partner';

describe('seedPartner', () => {
  it('creates a partner with credentials per environment and its BINs in both', () => {
    const ctx = createDomainContext();
    const { partner, credentials, bins } = seedPartner(ctx, { name: 'Acme' });
    expect(partner.parentAccountId).toMatch(/^[0-9a-f-]{36}$/);
    expect(partner.webhookSecret.length).toBeGreaterThanOrEqual(32);
    expect(getPartner(ctx, partner.id)).toEqual(partner);
    expect(listPartners(ctx)).toEqual([partner]);
    expect(credentials.sandbox.clientId).not.toBe(credentials.production.clientId);
    expect(findCredentials(ctx, credentials.sandbox.clientId)).toEqual({
      programId: partner.id,
      environment: 'sandbox',
      clientId: credentials.sandbox.clientId,
      clientSecret: credentials.sandbox.clientSecret,
    });
    expect(findCredentials(ctx, credentials.production.clientId)?.environment).toBe('production');
    expect(findCredentials(ctx, 'nope')).toBeUndefined();
    expect(bins.filter((b) => b.environment === 'sandbox')).toHaveLength(4);
    expect(bins.filter((b) => b.environment === 'production')).toHaveLength(4);
  });

  it('refuses an empty name', () => {
    const ctx = createDomainContext();
    expect(() => seedPartner(ctx, { name: ' ' })).toThrow(DomainError);
  });

  it('keeps records plain data that survive a snapshot', () => {
    const ctx = createDomainContext();
    const { partner } = seedPartner(ctx, { name: 'Acme' });
    const snapshot = ctx.storage.snapshot();
    ctx.storage.restore(snapshot);
    expect(getPartner(ctx, partner.id)).toEqual(partner);
  });
});
