import { describe, expect, it } from 'vitest';
import { allOperations, deref, type Json, loadSpec, type Style } from './load-spec';

/** Every code of Style B's catalogue (the interface's 7.2) plus the codes DECISIONS.md B-2, B-3 and B-51 add. */
const STYLE_B_CODES = [
  '000000',
  '40001',
  '40002',
  '40003',
  '40004',
  '40101',
  '40399',
  '40404',
  '40499',
  '40901',
  '40903',
  '41301', // B-51: a body over the mock's limit
  '42901',
  '50000',
  '50301',
  '020001',
  '020002',
  '020003',
  '020004',
  '020005',
  '020010',
  '020011',
  '030001',
  '030002',
  '030003',
  '010002',
  // B-2
  '010001',
  '010003',
  '010004',
  '010005',
  '010006',
  '010007',
  '040001',
  '040002',
  '040003',
  // B-3
  '020006',
  '020007',
  '020012',
  '030004',
  '040004',
];

/** Every code of Style A's catalogue (the interface's 7.1) plus RATE_LIMITED and PAYLOAD_TOO_LARGE. */
const STYLE_A_CODES = [
  'UNAUTHORIZED',
  'INVALID_CLIENT',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'INVALID_REQUEST',
  'APPLICANT_ALREADY_EXISTS',
  'INSUFFICIENT_CREDIT',
  'KYC_INCOMPLETE',
  'ISSUER_KYC_INCOMPLETE',
  'KYC_NOT_APPROVED',
  'KYC_SHARE_REJECTED',
  'KYC_SHARE_FAILED',
  'KYC_NOT_CONFIGURED',
  'RAIL_NOT_CONFIGURED',
  'RAIL_ACCOUNT_MISSING',
  'EXTERNAL_SERVICE_ERROR',
  'ISSUER_ERROR',
  'NOT_IMPLEMENTED',
  'WEAK_PASSWORD',
  'INVITE_EXPIRED',
  'INTERNAL_ERROR',
  'PAYLOAD_TOO_LARGE', // a body over the mock's limit
  'RATE_LIMITED',
];

const codes: Record<Style, string[]> = { a: STYLE_A_CODES, b: STYLE_B_CODES };

/** Every `enum` array anywhere in a document. */
function enums(node: unknown, out: unknown[][] = []): unknown[][] {
  if (Array.isArray(node)) for (const item of node) enums(item, out);
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'enum' && Array.isArray(value)) out.push(value);
      else enums(value, out);
    }
  }
  return out;
}

function hasEnum(style: Style, values: unknown[]): boolean {
  return enums(loadSpec(style)).some((e) => values.every((v) => e.includes(v)) && e.length === values.length);
}

describe.each(['a', 'b'] as const)('style %s error catalogue', (style) => {
  const spec = loadSpec(style);
  const errorCode = deref(spec, { $ref: '#/components/schemas/ErrorCode' });

  it('is a string enum of the whole catalogue', () => {
    expect(errorCode.type).toBe('string');
    expect([...(errorCode.enum as string[])].sort()).toEqual([...codes[style]].sort());
  });

  it('describes every code', () => {
    const descriptions = (errorCode['x-enumDescriptions'] ?? {}) as Json;
    const undescribed = codes[style].filter(
      (c) => typeof descriptions[c] !== 'string' || descriptions[c] === '',
    );
    expect(undescribed).toEqual([]);
  });

  it('makes every code reachable from some operation (x-error-codes)', () => {
    const reachable = new Set(
      allOperations(spec).flatMap(({ op }) => (op['x-error-codes'] as string[]) ?? []),
    );
    // 000000 is success, and 40499 answers requests that match no operation at all.
    const notPerOperation = style === 'b' ? ['000000', '40499'] : [];
    expect(codes[style].filter((c) => !reachable.has(c) && !notPerOperation.includes(c))).toEqual([]);
  });

  it('lists only catalogued codes in x-error-codes', () => {
    const unknown = allOperations(spec).flatMap(({ method, path, op }) =>
      ((op['x-error-codes'] as string[]) ?? [])
        .filter((c) => !codes[style].includes(c))
        .map((c) => `${method} ${path}: ${c}`),
    );
    expect(unknown).toEqual([]);
  });

  it('gives every operation its x-error-codes list', () => {
    const missing = allOperations(spec)
      .filter(
        ({ op }) => !Array.isArray(op['x-error-codes']) || (op['x-error-codes'] as unknown[]).length === 0,
      )
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });
});

describe('closed sets are enums', () => {
  it.each([
    ['b', 'KYC status', ['NONE', 'PENDING', 'APPROVED', 'REJECTED']],
    ['b', 'card mode', ['VIRTUAL_CARD', 'PHYSICAL_CARD']],
    ['b', 'BIN type', [0, 1]],
    ['b', 'transaction status', ['PENDING', 'CLOSED', 'FAIL', 'REVERSED', 'REFUNDED']],
    ['b', 'velocity period', ['TRANSACTION', 'DAY', 'WEEK', 'MONTH', 'QUARTER', 'YEAR', 'LIFETIME', 'NA']],
    ['b', 'reason code', [7001, 7002, 1001, 1002, 1003, 2001, 3001, 3002, 5001, 6001]],
    ['b', 'card status (B-6)', ['ACTIVE', 'FROZEN', 'CLOSED', 'EXPIRED']],
    ['b', 'cardholder status (B-7)', ['PENDING', 'APPROVED', 'REJECTED']],
    ['b', 'currency', ['USD']],
    [
      'b',
      'event type',
      [
        'KYC.UPDATED',
        'KYB.UPDATED',
        'CARDHOLDER.CREATED',
        'CARDHOLDER.UPDATED',
        'CARD.CREATED',
        'CARD.UPDATED',
        'CARD_TRANSACTION.CREATED',
        'CARD_TRANSACTION.UPDATED',
      ],
    ],
    ['a', 'role', ['RESELLER_ADMIN', 'ORG_ADMIN', 'PROGRAM_MANAGER', 'DEVELOPER', 'SUPPORT', 'AUDITOR']],
    ['a', 'spend-control usage', ['MCC', 'SCENARIO', 'TRANSACTION_CURRENCY']],
    ['a', 'spend-control list type', ['BLACKLIST', 'WHITELIST']],
    ['a', 'card status (A-3)', ['INACTIVE', 'ACTIVE', 'FROZEN', 'CLOSED', 'EXPIRED']],
    [
      'a',
      'event type (E-4)',
      ['applicant.approved', 'card.activated', 'card.frozen', 'card.updated', 'credit_purchase.settled'],
    ],
  ] as const)('style %s: %s', (style, _, values) => {
    expect(hasEnum(style, [...values])).toBe(true);
  });
});

describe('security schemes', () => {
  it('style B sends x-access-token in a header', () => {
    const schemes = (loadSpec('b').components as Json).securitySchemes as Json;
    expect(Object.values(schemes)).toContainEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-access-token' }),
    );
  });

  it('style A sends a bearer JWT', () => {
    const schemes = (loadSpec('a').components as Json).securitySchemes as Json;
    expect(Object.values(schemes)).toContainEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
    );
  });
});
