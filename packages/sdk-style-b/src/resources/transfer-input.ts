/**
 * A transfer body whose `clientTransactionId` may be omitted: the client then generates one, reuses it on
 * retries and returns it in the result.
 *
 * @example
 * type In = WithOptionalClientTransactionId<{ clientTransactionId: string; amount: string }>;
 */
export type WithOptionalClientTransactionId<I> = I extends { clientTransactionId: string }
  ? Omit<I, 'clientTransactionId'> & { clientTransactionId?: string }
  : I;
