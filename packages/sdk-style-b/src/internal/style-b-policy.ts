import type { StylePolicy } from '@card-issuance/sdk-core';
import type { StyleBSuccessCode } from '../errors/error-code';
import { throwIfStyleBError, toStyleBConnectionError } from './to-style-b-error';

type Envelope = { code?: StyleBSuccessCode; message?: string; data?: unknown };

const isRejected = async (response: Response) =>
  response.status === 401 &&
  (
    (await response
      .clone()
      .json()
      .catch(() => undefined)) as { code?: unknown } | undefined
  )?.code === '40101';

/**
 * What Style B plugs into sdk-core's binder: the `x-access-token` header (refused with 40101), its errors,
 * a JSON body on every write (`{}` at least, init) with a `clientTransactionId` generated where the body
 * takes one (the `Idempotency-Key` is the runner's), and the envelope unwrapped to its `data`, with its
 * `code`, `noop` and `message` for `.withResponse()`.
 *
 * @example
 * const binder = createBinder(core.run, STYLE_B_POLICY);
 */
export const STYLE_B_POLICY: StylePolicy = {
  auth: { apply: (headers, token) => headers.set('x-access-token', token), isRejected },
  connectionError: toStyleBConnectionError,
  prepare: (op, parts) => {
    if (op.method === 'GET' || op.method === 'DELETE') return parts;
    const body = { ...(parts.body as Record<string, unknown> | undefined) };
    if (op.clientTransactionId) body.clientTransactionId ??= crypto.randomUUID();
    return { ...parts, body };
  },
  check: throwIfStyleBError,
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
