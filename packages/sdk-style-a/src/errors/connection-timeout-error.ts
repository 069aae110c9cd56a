import { StyleAConnectionError } from './style-a-connection-error';

/**
 * Every attempt the call was allowed hit its timeout (`timeoutMs`); `timedOut` is true.
 *
 * @example
 * if (error instanceof ConnectionTimeoutError) console.warn(`${error.method} ${error.path} timed out`);
 */
export class ConnectionTimeoutError extends StyleAConnectionError {
  override readonly name: string = 'ConnectionTimeoutError';
}
