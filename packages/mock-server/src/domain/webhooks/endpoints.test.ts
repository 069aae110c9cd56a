import { describe, expect, it } from 'vitest';
import { createClock } from '../clock';
import { createDomainContext, type DomainEvent } from '../context';
import { createPartner, seedPartner } from '../partners';
import { addEndpoint, endpointMatches, listEndpoints, removeEndpoint } from './endpoints';

const T0 = Date.parse('2026-01-01T00:00:00Z');
const setup = () => createDomainContext({ clock: createClock({ frozenAt: T0 }) });

const rejection = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as { kind: string; field: string };
  }
  throw new Error('expected a DomainError');
};

describe('addEndpoint', () => {
  it('defaults a Style B endpoint to the first partner and its webhookSecret', () => {
    const ctx = setup();
    const { partner } = seedPartner(ctx, { name: 'Acme' });
    seedPartner(ctx, { name: 'Second' });
    const endpoint = addEndpoint(ctx, { url: 'http://localhost:4000/hooks', style: 'b' });
    expect(endpoint).toEqual({
      id: expect.stringMatching(/^whe_/),
      url: 'http://localhost:4000/hooks',
      style: 'b',
      secret: partner.webhookSecret,
      programId: partner.id,
      environment: null,
      eventTypes: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(listEndpoints(ctx)).toEqual([endpoint]);
  });

  it('takes an explicit secret, partner, environment and event types', () => {
    const ctx = setup();
    const acme = seedPartner(ctx, { name: 'Acme' }).partner;
    const { partner } = createPartner(ctx, { name: 'Other' });
    const endpoint = addEndpoint(ctx, {
      url: 'https://hooks.example.com/b',
      style: 'b',
      programId: partner.id,
      environment: 'sandbox',
      eventTypes: ['CARD.CREATED', 'CARD.CREATED', 'CARD.UPDATED'],
    });
    expect(endpoint).toMatchObject({
      secret: partner.webhookSecret,
      programId: partner.id,
      environment: 'sandbox',
      eventTypes: ['CARD.CREATED', 'CARD.UPDATED'],
    });
    const custom = addEndpoint(ctx, { url: 'https://x.example/', style: 'b', secret: 's3cret' });
    expect(custom).toMatchObject({ secret: 's3cret', programId: acme.id });
  });

  it('needs a secret for Style B unless a partner supplies it', () => {
    const ctx = setup();
    expect(rejection(() => addEndpoint(ctx, { url: 'http://h/', style: 'b' }))).toMatchObject({
      kind: 'invalid',
      field: 'secret',
    });
    expect(
      rejection(() => addEndpoint(ctx, { url: 'http://h/', style: 'b', programId: 'prog_nope' })),
    ).toMatchObject({ kind: 'not_found', field: 'programId' });
  });

  it('requires a secret for Style A and keeps its organization filter', () => {
    const ctx = setup();
    seedPartner(ctx, { name: 'Acme' });
    expect(rejection(() => addEndpoint(ctx, { url: 'http://h/', style: 'a' }))).toMatchObject({
      kind: 'invalid',
      field: 'secret',
    });
    const endpoint = addEndpoint(ctx, {
      url: 'http://h/a',
      style: 'a',
      secret: 'whsec_a',
      programId: 'org_1',
    });
    expect(endpoint).toMatchObject({ style: 'a', secret: 'whsec_a', programId: 'org_1' });
  });

  it('keeps the event types it is given once each', () => {
    const ctx = setup();
    const eventTypes = ['CARD.CREATED', 'CARD.UPDATED', 'CARD.CREATED'];
    const endpoint = addEndpoint(ctx, { url: 'http://h/', style: 'b', secret: 's', eventTypes });
    expect(endpoint.eventTypes).toEqual(['CARD.CREATED', 'CARD.UPDATED']);
  });

  // The url, style, secret, environment and event types are validated by the contract's schema
  // (src/control/webhook-routes.test.ts).
});

describe('removeEndpoint', () => {
  it('removes an endpoint, and answers not_found naming endpointId for an unknown one', () => {
    const ctx = setup();
    const endpoint = addEndpoint(ctx, { url: 'http://h/', style: 'a', secret: 's' });
    expect(removeEndpoint(ctx, endpoint.id)).toEqual(endpoint);
    expect(listEndpoints(ctx)).toEqual([]);
    expect(rejection(() => removeEndpoint(ctx, endpoint.id))).toMatchObject({
      kind: 'not_found',
      field: 'endpointId',
    });
  });
});

describe('endpointMatches', () => {
  const event: DomainEvent = {
    id: 'e1',
    style: 'b',
    type: 'CARD.CREATED',
    at: T0,
    programId: 'prog_1',
    environment: 'sandbox',
    payload: {},
  };
  const base = {
    id: 'whe_1',
    url: 'http://h/',
    style: 'b' as const,
    secret: 's',
    programId: null,
    environment: null,
    eventTypes: null,
    createdAt: '',
  };

  it('matches on style, then partner, environment and event types when set', () => {
    expect(endpointMatches(base, event)).toBe(true);
    expect(endpointMatches({ ...base, style: 'a' }, event)).toBe(false);
    expect(endpointMatches({ ...base, programId: 'prog_1' }, event)).toBe(true);
    expect(endpointMatches({ ...base, programId: 'prog_2' }, event)).toBe(false);
    expect(endpointMatches({ ...base, environment: 'production' }, event)).toBe(false);
    expect(endpointMatches({ ...base, eventTypes: ['CARD.CREATED'] }, event)).toBe(true);
    expect(endpointMatches({ ...base, eventTypes: ['CARD.UPDATED'] }, event)).toBe(false);
  });
});
