import { createHmac } from 'node:crypto';
import { signStyleBWebhook, verifyStyleBWebhook } from '@card-issuance/webhook-verifier';
import { interleavedOpsPerSecond, opsPerSecond } from './stats.ts';

export const VERIFY = ['verifier', 'floor', 'hmac'] as const;
export type VerifyName = (typeof VERIFY)[number];
export const VERIFY_LABELS: Record<VerifyName, string> = {
  verifier: '`verifyStyleBWebhook` (`@card-issuance/webhook-verifier`)',
  floor:
    'the least a verifier returning the event does: `JSON.parse` of the body, the bare HMAC, `JSON.parse` of `resource`',
  hmac: 'bare `node:crypto` HMAC-SHA256 of the same bytes',
};

/** Verifications per second of each way, one per round, and the size of the event body. */
export interface VerifyResults {
  bodyBytes: number;
  ops: Record<VerifyName, number[]>;
}

/**
 * A 1 KB Style B event verified by the published verifier, beside a bare `node:crypto` HMAC-SHA256 of the
 * bytes it signs (the work any verification must do), one after another, the ways alternating in slices
 * of 20 ms within each round.
 *
 * @example
 * const results = await runVerify({ rounds: 5, ms: 1_000 });
 */
export async function runVerify(options: {
  rounds: number;
  ms: number;
  log: (line: string) => void;
}): Promise<VerifyResults> {
  const secret = 'whsec_benchmark_secret_0123456789abcdef';
  // A whole card payload: the verifier checks the signed resource has the fields its event type requires.
  const payload: Record<string, unknown> = {
    cardId: 'card_5Vb3nH8sK1',
    accountId: '9f1c2b7e-4a3d-4e5f-8b6a-1c2d3e4f5a6b',
    cardholderId: 'ch_1',
    budgetId: 'bud_1',
    binId: 'bin_1',
    referenceId: 'ref_1',
    cardMode: 'VIRTUAL_CARD',
    status: 'ACTIVE',
    label: 'Travel',
    useType: null,
    maskedCardNumber: '4111********1111',
    last4: '1111',
    expiryMonth: '01',
    expiryYear: '2030',
    velocityControl: { transactionLimitsType: 'NA', amountLimit: '0.00' },
    createdAt: '2026-01-01T00:00:00.000Z',
    reasonCode: 3001,
  };
  let signed = await signStyleBWebhook({
    secret,
    eventType: 'CARD.UPDATED',
    resource: JSON.stringify(payload),
  });
  for (let i = 0; signed.body.length < 1024; i += 1) {
    payload[`note${i}`] = 'x'.repeat(Math.min(64, 1024 - signed.body.length));
    signed = await signStyleBWebhook({
      secret,
      eventType: 'CARD.UPDATED',
      resource: JSON.stringify(payload),
    });
  }
  const { body, signature } = signed;
  const resource = (JSON.parse(body) as { resource: string }).resource;
  const ways: Record<VerifyName, () => Promise<unknown>> = {
    verifier: () => verifyStyleBWebhook({ body, signature, secret }),
    floor: async () => {
      const envelope = JSON.parse(body) as { resource: string };
      createHmac('sha256', secret).update(envelope.resource).digest();
      return JSON.parse(envelope.resource);
    },
    hmac: async () => createHmac('sha256', secret).update(resource).digest(),
  };
  await ways.verifier(); // throws if the event does not verify
  const ops: VerifyResults['ops'] = { verifier: [], floor: [], hmac: [] };
  for (const name of VERIFY) await opsPerSecond(ways[name], Math.min(500, options.ms));
  for (let round = 1; round <= options.rounds; round += 1) {
    const measured = await interleavedOpsPerSecond(ways, options.ms);
    for (const name of VERIFY) {
      ops[name].push(measured[name]);
      options.log(`  verify round ${round} ${name}: ${Math.round(measured[name])}/s`);
    }
  }
  return { bodyBytes: Buffer.byteLength(body), ops };
}
