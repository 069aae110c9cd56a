import * as OPS from '@card-issuance/contracts/style-b';
import type { StylePolicy } from '@card-issuance/sdk-core';
import type { StyleBSuccessCode } from '../errors/error-code';
import { STYLE_B_ERRORS, toStyleBConnectionError } from './style-b-errors';

type Envelope = { code?: StyleBSuccessCode; message?: string; data?: unknown };

/** The codes of a successful answer: `000000` and the idempotent no-ops of B-1. */
const SUCCESS = new Set(['000000', '020010', '020011']);

const isRejected = async (response: Response) =>
  response.status === 401 &&
  (
    (await response
      .clone()
      .json()
      .catch(() => undefined)) as { code?: unknown } | undefined
  )?.code === '40101';

/**
 * What Style B plugs into sdk-core: the `x-access-token` header (refused with 40101) from the two-step
 * authorization; a JSON body on every write (`{}` at least, init) with a `clientTransactionId` generated
 * where the body takes one (the `Idempotency-Key` is the runner's); anything but a 2xx JSON envelope whose
 * `code` is `000000`, `020010` or `020011` is the `StyleBApiError` of its HTTP status family (a 2xx that is
 * not JSON or has no envelope is `INVALID_RESPONSE`); a success is the envelope's `data`, with its `code`,
 * `noop` and `message` for `.withResponse()`.
 *
 * @example
 * const binder = createBinder(core.run, STYLE_B_POLICY);
 */
export const STYLE_B_POLICY: StylePolicy = {
  client: 'createStyleBClient',
  auth: { apply: (headers, token) => headers.set('x-access-token', token), isRejected },
  anonymousPaths: OPS.ANONYMOUS_PATHS,
  // Safe to repeat though neither read nor keyed: a repeat is a documented no-op (B-1, B-11; S-2).
  repeatable: new Set([OPS.initializeAccount, OPS.freezeCard, OPS.unfreezeCard]),
  loadRawClient: () => import('./raw-client.js'),
  loadTracing: () => import('./tracing.js'),
  errors: STYLE_B_ERRORS,
  connectionError: toStyleBConnectionError,
  prepare: (op, parts) => {
    if (op.method === 'GET' || op.method === 'DELETE') return parts;
    const body = { ...(parts.body as Record<string, unknown> | undefined) };
    if (op.clientTransactionId) body.clientTransactionId ??= crypto.randomUUID();
    return { ...parts, body };
  },
  failure: (_op, { response, body, nonJson }) => {
    const envelope: { code?: unknown } = !nonJson && body !== null && typeof body === 'object' ? body : {};
    const success = response.ok && typeof envelope.code === 'string' && SUCCESS.has(envelope.code);
    return success ? undefined : envelope;
  },
  unwrap: (op, answer, sent) => {
    const { code, message, data } = answer.body as Envelope;
    const body = sent.body as { clientTransactionId?: unknown } | undefined;
    return {
      data,
      code,
      noop: code !== '000000',
      message: message ?? '',
      clientTransactionId: op.clientTransactionId && body ? String(body.clientTransactionId) : null,
    };
  },
};
