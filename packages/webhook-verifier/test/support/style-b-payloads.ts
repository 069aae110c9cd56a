import type { StyleBPayloads } from '../../src';

/** Payloads of the shapes the spec requires, for tests that sign their own Style B deliveries. */
export const kycPayload: StyleBPayloads['KYC.UPDATED'] = {
  accountId: '9f1c2b7e-4a3d-4e5f-8b6a-1c2d3e4f5a6b',
  userId: 'usr_8Kq2vN5xR1',
  caseId: 'kyc_3Hf9sL2pQ7',
  status: 'APPROVED',
  reason: null,
};

export const cardPayload: StyleBPayloads['CARD.UPDATED'] = {
  cardId: 'card_1',
  accountId: '9f1c2b7e-4a3d-4e5f-8b6a-1c2d3e4f5a6b',
  cardholderId: 'ch_1',
  budgetId: 'bud_1',
  binId: 'bin_1',
  referenceId: 'ref_1',
  cardMode: 'VIRTUAL_CARD',
  status: 'FROZEN',
  label: 'Reisekosten – Café ☕ 𝄞',
  useType: null,
  maskedCardNumber: '4111********1111',
  last4: '1111',
  expiryMonth: '01',
  expiryYear: '2030',
  velocityControl: { transactionLimitsType: 'NA', amountLimit: '0.00' },
  createdAt: '2026-01-01T00:00:00.000Z',
  reasonCode: 3001,
};

export const transactionPayload: StyleBPayloads['CARD_TRANSACTION.UPDATED'] = {
  cardTransactionId: 'ctx_1',
  accountId: '9f1c2b7e-4a3d-4e5f-8b6a-1c2d3e4f5a6b',
  cardId: 'card_1',
  budgetId: 'bud_1',
  type: 'AUTHORIZATION',
  status: 'CLOSED',
  amount: '12.50',
  currency: 'USD',
  settledAmount: '12.50',
  refundedAmount: null,
  merchantName: 'Café',
  mcc: '5812',
  merchantCountry: 'DE',
  declineReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:05:00.000Z',
};
