import { describe, expect, it } from 'vitest';
import { createDomainContext } from '../context';
import { DomainError } from '../errors';
import { findCredentials, getProgram, listPrograms } from './program-store';
import { seedProgram } from './seed-program';

describe('seedProgram', () => {
  it('creates a program with credentials per environment and its BINs in both', () => {
    const ctx = createDomainContext();
    const { program, credentials, bins } = seedProgram(ctx, { name: 'Acme' });
    expect(program.parentAccountId).toMatch(/^[0-9a-f-]{36}$/);
    expect(program.webhookSecret.length).toBeGreaterThanOrEqual(32);
    expect(getProgram(ctx, program.id)).toEqual(program);
    expect(listPrograms(ctx)).toEqual([program]);
    expect(credentials.sandbox.clientId).not.toBe(credentials.production.clientId);
    expect(findCredentials(ctx, credentials.sandbox.clientId)).toEqual({
      programId: program.id,
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
    expect(() => seedProgram(ctx, { name: ' ' })).toThrow(DomainError);
  });

  it('keeps records plain data that survive a snapshot', () => {
    const ctx = createDomainContext();
    const { program } = seedProgram(ctx, { name: 'Acme' });
    const snapshot = ctx.storage.snapshot();
    ctx.storage.restore(snapshot);
    expect(getProgram(ctx, program.id)).toEqual(program);
  });
});
